import { startApp } from './app/start-app';
import { runEffectsAfterTheTask } from './lib/effects-after-the-task';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

runEffectsAfterTheTask();
void startApp(container);

import { startApp } from './app/start-app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

void startApp(container);

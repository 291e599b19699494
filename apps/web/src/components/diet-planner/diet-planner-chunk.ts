// One lazy chunk: the planner's form and its tally line, with the domain rules they use.
export { DietPlannerForm } from './diet-planner-form';
export { DietTallyLine } from './diet-tally-line';

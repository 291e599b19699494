/**
 * A figure with its goal, as every benchmark prints it: "orders per minute 2506 (goal 1500)", and
 * " BELOW GOAL" at the end when the figure misses it, so a run's misses can be found with grep.
 */
export function withGoal(figure: string, goal: string, met: boolean): string {
  return `${figure} (goal ${goal})${met ? '' : ' BELOW GOAL'}`;
}

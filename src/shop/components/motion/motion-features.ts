// Motion's animation features, in their own chunk: LazyMotion loads them when a motion component
// first shows, so they never weigh on the first paint.
export { domAnimation as default } from "motion/react";

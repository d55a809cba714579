/**
 * Where the shop's Cloud Functions run: Santiago, the region closest to its customers. The functions
 * deploy there and the app, tools and tests call them there; firebase.json's Hosting rewrites
 * repeat it because JSON cannot import, and deployment.test.ts keeps them in step.
 */
export const FUNCTIONS_REGION = "southamerica-west1";

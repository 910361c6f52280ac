// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run the script.

export * from "./common";
export * from "./home-gallery";
export * from "./jobs";
export * from "./legacy-news";
export * from "./locations";
export * from "./materials";
export * from "./partners";
export * from "./print-gallery";
export * from "./products";
export * from "./redirects";
export * from "./site";
export * from "./team";

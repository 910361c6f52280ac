declare module "gatsby-transformer-json/gatsby-node";

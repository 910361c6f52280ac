// The test provider's accounts. The second one gets short token lifetimes, so a browser test sees the site
// refresh its access token without waiting five minutes. The third carries as many roles and groups as a
// member of staff with wide access has in Keycloak, so each of its tokens is over 3 KB. The last one is an
// editor of the site's content (the realm role content-editor); the others are staff without it.
const PLANTS = Array.from({ length: 30 }, (_, index) => `plant-${String(index + 1).padStart(2, "0")}`);
const LARGE_ROLES = PLANTS.flatMap((plant) => [`${plant}-operator`, `${plant}-service`, `${plant}-quality`]);
const LARGE_GROUPS = PLANTS.flatMap((plant) => [`/sites/${plant}/operators`, `/sites/${plant}/engineering`]);

export const ACCOUNTS = [
  {
    id: "staff",
    username: "staff@example.com",
    password: "staff-password",
    claims: {
      name: "Sample Staff",
      given_name: "Sample",
      family_name: "Staff",
      preferred_username: "staff",
      email: "staff@example.com",
      email_verified: true,
      scope: ["shop", "configurator"],
    },
  },
  {
    id: "brief",
    username: "brief@example.com",
    password: "brief-password",
    claims: {
      name: "Brief Session",
      given_name: "Brief",
      family_name: "Session",
      preferred_username: "brief",
      email: "brief@example.com",
      email_verified: true,
      scope: ["shop"],
    },
    accessTokenTtl: 8,
  },
  {
    id: "large",
    username: "large@example.com",
    password: "large-password",
    claims: {
      name: "Large Tokens",
      given_name: "Large",
      family_name: "Tokens",
      preferred_username: "large",
      email: "large@example.com",
      email_verified: true,
      scope: ["shop", "configurator"],
      // In the id token and userinfo, as Keycloak's group membership mapper puts them.
      groups: LARGE_GROUPS,
    },
    // In the access and refresh tokens, as Keycloak puts realm and client roles there.
    tokenClaims: {
      realm_access: { roles: LARGE_ROLES },
      resource_access: { shop_frontend: { roles: LARGE_ROLES.slice(0, 24) } },
    },
  },
];

ACCOUNTS.push({
  id: "editor",
  username: "editor@example.com",
  password: "editor-password",
  claims: {
    name: "Erika Editor",
    given_name: "Erika",
    family_name: "Editor",
    preferred_username: "editor",
    email: "editor@example.com",
    email_verified: true,
    scope: ["shop"],
  },
  // Keycloak's realm roles in the access token: the content API lets this account edit.
  tokenClaims: { realm_access: { roles: ["content-editor", "offline_access"] } },
});

export function accountById(id) {
  return ACCOUNTS.find((account) => account.id === id);
}

export function accountByLogin(username, password) {
  return ACCOUNTS.find((account) => account.username === username && account.password === password);
}

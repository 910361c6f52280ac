// The test provider's accounts. The second one gets short token lifetimes, so a browser test sees the site
// refresh its access token without waiting five minutes.
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
];

export function accountById(id) {
  return ACCOUNTS.find((account) => account.id === id);
}

export function accountByLogin(username, password) {
  return ACCOUNTS.find((account) => account.username === username && account.password === password);
}

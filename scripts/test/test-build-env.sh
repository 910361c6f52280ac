# The configuration the test build is made with (sourced by scripts/test/test.sh): every optional service on,
# pointing at the local test servers that scripts/test/e2e.sh starts (MAIL_PORT and OIDC_PORT move them, so two
# runs can share a machine). The tag manager id is a made-up one; the browser tests answer its script
# themselves, as the machine has no route to the internet.
export GATSBY_MAIL_API_URL=http://127.0.0.1:${MAIL_PORT:-8093}
export GATSBY_KEYCLOAK_URL=http://127.0.0.1:${OIDC_PORT:-8094}
export GATSBY_KEYCLOAK_REALM=lpbf
export GATSBY_GTM_ID=GTM-TEST001

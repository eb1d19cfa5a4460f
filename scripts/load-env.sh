# Sourced by make up: exports .env, under what the caller set themselves (PORT=3100 make up),
# which wins as it does with node's --env-file. A PORT given without a PUBLIC_BASE_URL moves the
# local site's URL to that port.
caller_env=$(export -p)
caller_port=${PORT-}
caller_base=${PUBLIC_BASE_URL-}
set -a
# shellcheck source=/dev/null
. ./.env
set +a
eval "$caller_env" 2>/dev/null || true
if [ -n "$caller_port" ] && [ -z "$caller_base" ]; then export PUBLIC_BASE_URL="http://localhost:${PORT}"; fi
unset caller_env caller_port caller_base

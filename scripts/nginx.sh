#!/usr/bin/env bash
# Starts or stops nginx with the production server block (deploy/nginx/site.conf and the security headers
# it includes) over public/ and the includes the build wrote into it.
# Usage: scripts/nginx.sh start PORT [ROOT]   |   scripts/nginx.sh stop PORT
set -euo pipefail
cd "$(dirname "$0")/.."

action=${1:?start or stop}
port=${2:?port}
root=$(realpath "${3:-public}")
run_dir="${TMPDIR:-/tmp}/site-nginx-$port"
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

case "$action" in
  start)
    for include in nginx-csp.conf nginx-redirects.conf; do
      [ -f "$root/$include" ] || { echo "$root has no $include: rebuild the site (npm run build)" >&2; exit 1; }
    done
    mkdir -p "$run_dir"
    sed -e "s|@LISTEN@|127.0.0.1:$port|" -e "s|@ROOT@|$root|" -e "s|@CONF_DIR@|$(realpath deploy/nginx)|" \
      deploy/nginx/site.conf >"$run_dir/site.conf"
    cat >"$run_dir/nginx.conf" <<CONF
worker_processes 1;
daemon on;
pid $run_dir/nginx.pid;
error_log $run_dir/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $run_dir/body;
    proxy_temp_path $run_dir/proxy;
    fastcgi_temp_path $run_dir/fastcgi;
    uwsgi_temp_path $run_dir/uwsgi;
    scgi_temp_path $run_dir/scgi;
    include $run_dir/site.conf;
}
CONF
    "$nginx_bin" -t -q -c "$run_dir/nginx.conf" -p "$run_dir"
    "$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir"
    # Ready when it answers; bounded, so a broken start fails instead of hanging.
    for _ in $(seq 1 100); do
      if curl -fsS -o /dev/null "http://127.0.0.1:$port/"; then exit 0; fi
      sleep 0.1
    done
    echo "nginx did not answer on port $port; see $run_dir/error.log" >&2
    exit 1
    ;;
  stop)
    if [ -f "$run_dir/nginx.pid" ]; then
      "$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir" -s quit || true
    fi
    ;;
  *)
    echo "usage: $0 start|stop PORT [ROOT]" >&2
    exit 2
    ;;
esac

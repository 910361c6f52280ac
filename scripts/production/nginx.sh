#!/usr/bin/env bash
# Starts or stops nginx with the production configuration (deploy/nginx/: site.conf, or site-tls.conf with
# a self-signed certificate made here, and the files they include) over public/ and the includes the build
# wrote into it.
# Usage: scripts/production/nginx.sh start PORT [ROOT]
#        scripts/production/nginx.sh start-tls HTTPS_PORT HTTP_PORT [ROOT]   (HTTP_PORT only redirects to https)
#        scripts/production/nginx.sh reload PORT                              (re-reads the includes in ROOT)
#        scripts/production/nginx.sh reload-or-start PORT ROOT                (starts it when it is not running)
#        scripts/production/nginx.sh stop PORT                                (the HTTPS_PORT for start-tls)
# ROOT may be a symlink (the publisher's `live`): it is kept as a link, so a switch needs no restart.
#
# Its configuration, pid file, logs and TLS key live in NGINX_RUN_DIR (default: .nginx/PORT in the
# checkout), a folder of mode 700 that must belong to the user running this, never a predictable name in
# the shared temporary folder that another user could have made first.
set -euo pipefail
cd "$(dirname "$0")/../.."

action=${1:?start, start-tls, reload, reload-or-start or stop}
port=${2:?port}
run_dir=${NGINX_RUN_DIR:-$PWD/.nginx/$port}
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

# Makes the run folder (700) or checks the one there: ours, a folder, not a link, nobody else's to write.
own_run_dir() {
  if [ ! -e "$run_dir" ]; then
    (umask 077 && mkdir -p "$run_dir")
  fi
  if [ -L "$run_dir" ] || [ ! -d "$run_dir" ] || [ ! -O "$run_dir" ]; then
    echo "$run_dir is not a folder of this user's; refusing to use it for nginx" >&2
    exit 1
  fi
  chmod 700 "$run_dir"
}

# nginx started as root runs its workers as "nobody", who may not read a release made with umask 027:
# they run as the owner of the files they serve instead (a developer's nginx runs as the developer).
worker_user() {
  local root=$1
  [ "$(id -u)" -eq 0 ] || return 0
  printf 'user %s %s;\n' "$(stat -L -c %U "$root")" "$(stat -L -c %G "$root")"
}

# Copies deploy/nginx/*.conf into the run folder with the placeholders filled in ("@NAME@=value" pairs
# after the root), and writes the http block that includes SITE_CONF from there.
configure() {
  local root=$1 site_conf=$2
  shift 2
  for include in nginx-csp.conf nginx-redirects.conf; do
    [ -f "$root/$include" ] || { echo "$root has no $include: rebuild the site (npm run build)" >&2; exit 1; }
  done
  own_run_dir
  # The content API: the publisher of `npm run live` (HOOK_PORT); elsewhere nothing listens there (502).
  local substitutions=(-e "s|@ROOT@|$root|g" -e "s|@CONF_DIR@|$run_dir|g" -e "s|@CONTENT_API@|127.0.0.1:${CONTENT_PORT:-$((${HOOK_PORT:-9101} + 1))}|g")
  for pair in "$@"; do substitutions+=(-e "s|${pair%%=*}|${pair#*=}|g"); done
  for conf in deploy/nginx/*.conf; do sed "${substitutions[@]}" "$conf" >"$run_dir/$(basename "$conf")"; done
  cat >"$run_dir/nginx.conf" <<CONF
$(worker_user "$root")
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
    include $run_dir/$site_conf;
}
CONF
}

# Starts nginx and waits, bounded, until URL answers, so a broken start fails instead of hanging.
run() {
  local url=$1
  "$nginx_bin" -t -q -c "$run_dir/nginx.conf" -p "$run_dir"
  "$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir"
  for _ in $(seq 1 100); do
    if curl -fsSk -o /dev/null "$url"; then exit 0; fi
    sleep 0.1
  done
  echo "nginx did not answer at $url; see $run_dir/error.log" >&2
  exit 1
}

case "$action" in
  start)
    root=$(realpath -s "${3:-public}")
    configure "$root" site.conf "@LISTEN@=127.0.0.1:$port"
    run "http://127.0.0.1:$port/"
    ;;
  start-tls)
    http_port=${3:?http port}
    root=$(realpath -s "${4:-public}")
    own_run_dir
    # A fresh self-signed certificate for 127.0.0.1 and localhost, valid for a day.
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj "/CN=127.0.0.1" \
      -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
      -keyout "$run_dir/key.pem" -out "$run_dir/certificate.pem" 2>/dev/null
    configure "$root" site-tls.conf "@LISTEN@=127.0.0.1:$port" "@HTTP_LISTEN@=127.0.0.1:$http_port" \
      "@CERTIFICATE@=$run_dir/certificate.pem" "@CERTIFICATE_KEY@=$run_dir/key.pem" "@HTTPS_PORT_SUFFIX@=:$port"
    run "https://127.0.0.1:$port/"
    ;;
  reload)
    "$nginx_bin" -t -q -c "$run_dir/nginx.conf" -p "$run_dir"
    "$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir" -s reload
    ;;
  reload-or-start)
    # The publisher's first release of a fresh `npm run live` finds no nginx yet: it starts it.
    root=$(realpath -s "${3:?root}")
    if [ -s "$run_dir/nginx.pid" ] && kill -0 "$(cat "$run_dir/nginx.pid")" 2>/dev/null; then
      "$nginx_bin" -t -q -c "$run_dir/nginx.conf" -p "$run_dir"
      "$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir" -s reload
    else
      configure "$root" site.conf "@LISTEN@=127.0.0.1:$port"
      run "http://127.0.0.1:$port/"
    fi
    ;;
  stop)
    if [ -s "$run_dir/nginx.pid" ] && kill -0 "$(cat "$run_dir/nginx.pid")" 2>/dev/null; then
      "$nginx_bin" -c "$run_dir/nginx.conf" -p "$run_dir" -s quit || true
    fi
    ;;
  *)
    echo "usage: $0 start PORT [ROOT] | start-tls HTTPS_PORT HTTP_PORT [ROOT] | reload PORT |" \
      "reload-or-start PORT ROOT | stop PORT" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Starts a throwaway single-node Ceph cluster with the RADOS Gateway, so the publisher is tested against
# a real S3 implementation: one monitor, one in-memory OSD (memstore), and two radosgw (beast): the S3
# API on CEPH_S3_PORT and the static-website endpoint (s3website) on CEPH_WEBSITE_PORT. No ceph-mgr, no
# cephx, loopback only. Everything lives in CEPH_STATE_DIR, wiped on each start (a previous start is
# stopped first). Prints the S3 endpoint on stdout (everything else goes to stderr).
#
# Websites: http://<bucket>.s3-website.localhost:<CEPH_WEBSITE_PORT>/; Node does not resolve *.localhost,
# so send the request to 127.0.0.1 with that Host header. Set-up of a site bucket: bucket.mjs.
#
# Environment: CEPH_STATE_DIR (default /tmp/ceph-test), CEPH_S3_PORT (default 7480),
#              CEPH_WEBSITE_PORT (default 7481). The monitor takes port 3300, the OSD 6800-7300.
# Writes: $CEPH_STATE_DIR/env (mode 600): endpoint and the keys of the users site-admin (owns the
#         buckets) and site-publisher (the publisher), as shell assignments.
# Start time, measured on the 2-core test machine: 5-7 s when quiet, 10-13 s while another test run
# loads it (load average 8-11), plus 1-3 s to stop the cluster of a previous start. The "ready in" line
# on stderr gives the time of each start.
set -euo pipefail

s3_port=${CEPH_S3_PORT:-7480}
website_port=${CEPH_WEBSITE_PORT:-7481}
dir=${CEPH_STATE_DIR:-/tmp/ceph-test}
host=127.0.0.1
here=$(cd "$(dirname "$0")" && pwd)
started=$EPOCHREALTIME

log() { printf '[ceph] %s\n' "$*" >&2; }
random_key() { head -c 96 /dev/urandom | base64 | tr -dc "$1" | head -c "$2"; }

# --- Packages -------------------------------------------------------------------------------------------
# shellcheck source=../../debian-packages.sh
source "$here/../../debian-packages.sh"
install_missing_packages ceph-mon ceph-osd radosgw ceph-common curl

# --- State folder ---------------------------------------------------------------------------------------
# stop.sh ends the daemons of a previous start and removes the folder (it refuses folders not ours).
CEPH_STATE_DIR=$dir bash "$here/stop.sh"
# Something else on our ports would answer the readiness checks in the daemons' place.
for port in 3300 "$s3_port" "$website_port"; do
  if (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; then
    echo "[ceph] port $port on $host is taken by another program" >&2
    exit 1
  fi
done
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
[ -z "$(ls -A "$dir")" ] || { echo "[ceph] $dir is not empty and not a Ceph test folder; not touching it" >&2; exit 1; }
mkdir -p "$dir/mon" "$dir/osd" "$dir/log" "$dir/run" "$dir/rgw" "$dir/crash"
conf=$dir/ceph.conf
fsid=$(cat /proc/sys/kernel/random/uuid)

# Daemons keep their logs, admin sockets and pid files here (stop.sh finds them by the pid files);
# the ceph and radosgw-admin commands get no log file or socket, so parallel calls do not collide.
daemon_files="log file = $dir/log/\$name.log
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid"

cat >"$conf" <<CONF
# Written by scripts/test/servers/ceph/start.sh: a throwaway single-node cluster.
[global]
fsid = $fsid
mon host = v2:$host:3300
mon initial members = a
public network = $host/32
public addr = $host
run dir = $dir/run
# Crash reports too (a gateway now and then crashes in its shutdown, harmless here).
crash dir = $dir/crash
# No cephx: a test cluster on loopback. radosgw still needs crc mode towards the monitor, otherwise it
# loops on "get_initial_auth_request returned -13".
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
ms bind msgr1 = false
# One OSD: pools of one copy, placed across OSDs instead of hosts, few placement groups.
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
# Without it the monitor writes its cluster log to /var/log/ceph, log file set or not.
mon cluster log file = $dir/log/cluster.log

[mon]
mon data = $dir/mon
# Commits every 50 ms instead of 1 s: the start takes ~6 s of monitor round trips instead of ~15.
paxos propose interval = 0.05
# A nearly full /tmp must not stop the monitor of a test.
mon data avail crit = 0
mon data avail warn = 1
$daemon_files

[osd]
osd data = $dir/osd
osd objectstore = memstore
# memstore keeps the objects in RAM; 1 GiB is plenty for test sites and only used as filled.
memstore device bytes = 1073741824
$daemon_files

[client]
# Website hosting: buckets are served at <bucket>.s3-website.localhost on the s3website gateway.
rgw enable static website = true
rgw dns name = localhost
rgw dns s3website name = s3-website.localhost

[client.rgw.s3]
rgw frontends = beast endpoint=$host:$s3_port
rgw data = $dir/rgw/s3
$daemon_files

[client.rgw.website]
rgw frontends = beast endpoint=$host:$website_port
rgw enable apis = s3website
rgw data = $dir/rgw/website
$daemon_files
CONF
mkdir -p "$dir/rgw/s3" "$dir/rgw/website"

ceph_cmd() { timeout 20 ceph -c "$conf" --connect-timeout 10 "$@"; }

# Waits until a command succeeds; on time-out, or as soon as the daemon crashed, names what did not come
# up with the errors of its log. The rest is left running, logs included, for a look; stop.sh (or the
# next start) ends it.
wait_for() {
  local what=$1 logfile=$2 deadline=$((SECONDS + 60)) reason="within 60 s"
  shift 2
  until "$@" >/dev/null 2>&1; do
    grep -q 'Caught signal' "$logfile" 2>/dev/null && reason="(it crashed)"
    if [ "$reason" != "within 60 s" ] || [ $SECONDS -ge $deadline ]; then
      echo "[ceph] $what did not come up $reason; errors in $logfile:" >&2
      # Ceph logs errors at level -1; a crash dump after them would only hide them.
      { grep -E '^\S+ \S+ +-1 ' "$logfile" | grep -v 'Caught signal' | tail -n 10 || tail -n 20 "$logfile"; } >&2 2>/dev/null
      exit 1
    fi
    sleep 0.2
  done
}

# Daemons fork on their own; their stdio goes to a file so a caller capturing stdout is not held open.
launch() { "$@" -c "$conf" </dev/null >>"$dir/log/daemons.out" 2>&1; }

# --- Monitor --------------------------------------------------------------------------------------------
log "starting the monitor"
monmaptool --create --fsid "$fsid" --addv a "[v2:$host:3300]" "$dir/monmap" >/dev/null
launch ceph-mon -i a --mkfs --monmap "$dir/monmap"
launch ceph-mon -i a
# Readiness from the daemons' own log lines: a ceph command costs 1-1.5 s on the busy test machine.
logged() { grep -q "$1" "$2"; }
wait_for "ceph-mon" "$dir/log/mon.a.log" logged 'mon.a is new leader' "$dir/log/mon.a.log"

# --- OSD ------------------------------------------------------------------------------------------------
log "starting the OSD"
osd_id=$(ceph_cmd osd create)
launch ceph-osd -i "$osd_id" --mkfs
launch ceph-osd -i "$osd_id"
osd_log=$dir/log/osd.$osd_id.log
wait_for "ceph-osd" "$osd_log" logged 'state: booting -> active' "$osd_log"

# --- Gateways -------------------------------------------------------------------------------------------
# One after the other: the first creates the realm, zone and pools, two at once would race for them.
http_answers() { [ "$(curl -s -m 5 -o /dev/null -w '%{http_code}' "$1")" != 000 ]; }
log "starting radosgw (S3 API on $s3_port)"
launch radosgw -n client.rgw.s3
wait_for "radosgw (S3 API)" "$dir/log/client.rgw.s3.log" http_answers "http://$host:$s3_port/"
log "starting radosgw (website endpoint on $website_port)"
launch radosgw -n client.rgw.website

# --- Users ----------------------------------------------------------------------------------------------
# Made while the website gateway starts (saves a second or two); it is waited for at the end.
# Keys in the shape of AWS keys: 20 upper-case letters and digits, 40 characters of secret.
create_user() {
  timeout 30 radosgw-admin -c "$conf" user create --uid "$1" --display-name "$2" \
    --access-key "$3" --secret-key "$4" >/dev/null 2>>"$dir/log/radosgw-admin.log" ||
    { echo "[ceph] radosgw-admin could not create $1; see $dir/log/radosgw-admin.log" >&2; exit 1; }
}
admin_key=$(random_key 'A-Z0-9' 20)
admin_secret=$(random_key 'A-Za-z0-9' 40)
publisher_key=$(random_key 'A-Z0-9' 20)
publisher_secret=$(random_key 'A-Za-z0-9' 40)
create_user site-admin "Site administrator" "$admin_key" "$admin_secret"
create_user site-publisher "Site publisher" "$publisher_key" "$publisher_secret"
wait_for "radosgw (website)" "$dir/log/client.rgw.website.log" http_answers "http://$host:$website_port/"

(
  umask 077
  cat >"$dir/env" <<ENV
CEPH_S3_ENDPOINT=http://$host:$s3_port
CEPH_WEBSITE_PORT=$website_port
CEPH_ADMIN_ACCESS_KEY_ID=$admin_key
CEPH_ADMIN_SECRET_ACCESS_KEY=$admin_secret
CEPH_PUBLISHER_ACCESS_KEY_ID=$publisher_key
CEPH_PUBLISHER_SECRET_ACCESS_KEY=$publisher_secret
ENV
)

log "ready in $(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s; keys in $dir/env"
echo "http://$host:$s3_port"

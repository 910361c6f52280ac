#!/usr/bin/env bash
# Stops the Ceph test cluster started by start.sh (by the pid files in its state folder), waits until the
# daemons have exited and removes the folder (the OSD keeps its objects in memory: nothing to keep).
# Exits 0 when nothing was running. Environment: CEPH_STATE_DIR (default /tmp/ceph-test).
set -euo pipefail

dir=${CEPH_STATE_DIR:-/tmp/ceph-test}
[ -d "$dir" ] || exit 0
# Only a folder start.sh made is removed: a mistyped CEPH_STATE_DIR must not wipe anything else.
if [ ! -f "$dir/ceph.conf" ]; then
  [ -z "$(ls -A "$dir")" ] || { echo "[ceph] $dir is not a Ceph test folder; not touching it" >&2; exit 1; }
  rmdir "$dir"
  exit 0
fi

# A pid file may outlive its daemon (killed hard); its pid may then belong to another process by now.
ours() { case "$(readlink "/proc/$1/exe" 2>/dev/null)" in */ceph-mon | */ceph-osd | */radosgw) return 0 ;; esac; return 1; }

# TERM, then KILL whatever is left after 20 s; waits (bounded) until they are gone.
stop_daemons() {
  local pids=() left=() f pid signal deadline
  for f in "$@"; do
    [ -f "$f" ] || continue
    pid=$(cat "$f")
    if [[ $pid =~ ^[0-9]+$ ]] && ours "$pid"; then pids+=("$pid"); fi
  done
  [ ${#pids[@]} -gt 0 ] || return 0
  kill -TERM "${pids[@]}" 2>/dev/null || true
  deadline=$((SECONDS + 20))
  for signal in KILL ""; do
    while :; do
      left=()
      for pid in "${pids[@]}"; do ours "$pid" && left+=("$pid"); done
      [ ${#left[@]} -gt 0 ] || return 0
      [ $SECONDS -lt $deadline ] || break
      sleep 0.1
    done
    [ -n "$signal" ] || { echo "[ceph] daemons ${left[*]} did not exit" >&2; exit 1; }
    echo "[ceph] daemons ${left[*]} ignored TERM; killing them" >&2
    kill -"$signal" "${left[@]}" 2>/dev/null || true
    deadline=$((SECONDS + 5))
  done
}

# In the reverse order of the start: a gateway without its OSD hangs in its shutdown (unregistering from
# the cluster), an OSD without the monitor waits 5 s (osd mon shutdown timeout) to report it is going.
shopt -s nullglob
stop_daemons "$dir"/run/client.rgw.*.pid
stop_daemons "$dir"/run/osd.*.pid
stop_daemons "$dir"/run/mon.*.pid

rm -rf "$dir"

#!/usr/bin/env bash
# `npm start` as a new user runs it, twice on the same data folder (the first start migrates and
# loads the demo, the second finds them), on the Node that CI put first on PATH. Each start must
# serve Home and the API, then stop cleanly on SIGTERM. better-sqlite3 12 on Node 24 passed every
# test yet aborted here with a native assertion; this step is what would have caught it.
set -uo pipefail
cd "$(dirname "$0")/.."
data=$(mktemp -d "${TMPDIR:-/tmp}/start-twice.XXXXXX")
port=${START_CHECK_PORT:-3190}
status=0
for run in first second; do
  log="$data/$run.log"
  PORT=$port HOST=127.0.0.1 DATA_DIR="$data/data" npm start >"$log" 2>&1 &
  pid=$!
  up=no
  for _ in $(seq 1 240); do
    if curl -sf -o /dev/null "http://127.0.0.1:$port/api/school/demo"; then up=yes; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  home=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
  school=$(curl -s "http://127.0.0.1:$port/api/school/demo")
  # SIGTERM to the process that listens on the port, as a service manager stops a server; npm
  # then exits with its code. (Not "the deepest process under npm": on a first start, the
  # site build's esbuild service can still be a child of the server.)
  server=$(ss -ltnpH "sport = :$port" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
  # One process (decision 0086): the server is npm's own child (scripts/start execs node), with no
  # tsx loader between them and no esbuild service under it.
  one=no
  if [ -n "$server" ]; then
    parent=$(ps -o ppid= -p "$server" | tr -d ' ')
    children=$(ps -o pid= --ppid "$server" | wc -l)
    rss=$(($(ps -o rss= -p "$server") / 1024))
    [ "$parent" = "$pid" ] && [ "$children" = 0 ] && one=yes
  fi
  [ -n "$server" ] && kill -TERM "$server"
  # The server drains for at most 10 s (server/shutdown.ts); past 30 s it is stuck.
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "start-twice: the $run start did not stop within 30 s of SIGTERM (server pid ${server:-not found})"
    [ -n "$server" ] && kill -KILL "$server"
    kill -KILL "$pid" 2>/dev/null
  fi
  wait "$pid"
  code=$?
  if [ "$up" = yes ] && [ "$home" = 200 ] && [[ "$school" == *'"code":"demo"'* ]] && [ "$code" = 0 ] &&
    [ "$one" = yes ] && ! grep -q "Assertion failed" "$log"; then
    echo "start-twice: $run start on $(node -v): Home $home, API answered, one server process ($rss MB), stopped with $code"
  else
    echo "start-twice: $run start on $(node -v) FAILED (up=$up, Home=$home, one process=$one, exit=$code); its output:"
    tail -40 "$log"
    status=1
  fi
done
rm -rf "$data"
exit $status

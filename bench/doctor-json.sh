#!/usr/bin/env bash
# Whether two builds find the same: `doctor --json` over every log of the open corpus (or LOG_DIR) with this checkout's
# jar and with BASE_JAR (e.g. main's, built in a worktree of main before a change), compared byte for byte. The logs
# are copied aside first, so both builds read them under the same path (the path is in the output).
# Usage: bench/doctor-json.sh BASE_JAR [LOG_DIR]   Prints "identical: N logs" or the logs whose output differs (exit 1).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/doctor-json.sh BASE_JAR [LOG_DIR]}
dir=${2:-src/test/resources/realworld/doctor}
new=$PWD/target/clusterjob.jar
[[ -r $new ]] || mvn -B -o -q package -DskipTests
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
mkdir "$work/logs" && cp "$dir"/*.log "$work/logs/"
java -cp "$base" bench/doctor-json/DoctorJsonAll.java "$work/logs" "$work/base"
java -cp "$new" bench/doctor-json/DoctorJsonAll.java "$work/logs" "$work/new"
if diff -rq "$work/base" "$work/new"; then
  echo "identical: $(ls "$work/new" | wc -l) logs"
else
  exit 1
fi

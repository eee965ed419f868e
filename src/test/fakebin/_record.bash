# Test stub helper, sourced by the stubs (bash): cj_record PROG [ARGS...] records one program invocation
# under $CJ_FAKE_LOG as three files and sets REPLY to the record id (their common path stem):
#   <id>.prog  program name, <id>.args  its arguments NUL-separated, <id>.env  `env -0` output.
# It runs in the stub's own shell, so that a record costs one process (env) rather than four (dirname,
# bash, mktemp, env): the unit tests start thousands of stubs, and on CI a process costs about 10 ms of CPU.
cj_record() {
  local -
  local prog=$1 id
  shift
  # a fresh name, taken with noclobber as mktemp takes one: no other stub gets the same
  set -C
  until id=$CJ_FAKE_LOG/rec.$BASHPID$RANDOM$RANDOM; { : > "$id.prog"; } 2>/dev/null; do :; done
  set +C
  printf '%s' "$prog" > "$id.prog"
  if [[ $# -gt 0 ]]; then printf '%s\0' "$@" > "$id.args"; else : > "$id.args"; fi
  env -0 > "$id.env" || return
  REPLY=$id
}

# Test stub helper, sourced by the stubs (bash): cj_record PROG [ARGS...] records one program invocation
# under $CJ_FAKE_LOG as three files and sets REPLY to the record id (their common path stem):
#   <id>.prog  program name, <id>.args  its arguments NUL-separated,
#   <id>.env   the environment the stub was started with, NUL-separated (as `env -0` prints it, less the
#              SHLVL, PWD and _ that bash would set for env itself).
# It runs in the stub's own shell and uses builtins only, so that a record costs no process at all (it
# once cost four: dirname, bash, mktemp, env; then one: env -0): the unit tests start thousands of stubs,
# and on CI a process costs about 10 ms of CPU.
cj_record() {
  local -
  local prog=$1 id
  local -a cj_env
  shift
  # a fresh name, taken with noclobber as mktemp takes one: no other stub gets the same
  set -C
  until id=$CJ_FAKE_LOG/rec.$BASHPID$RANDOM$RANDOM; { : > "$id.prog"; } 2>/dev/null; do :; done
  set +C
  printf '%s' "$prog" > "$id.prog"
  if [[ $# -gt 0 ]]; then printf '%s\0' "$@" > "$id.args"; else : > "$id.args"; fi
  # the process's own start-up environment, read by mapfile rather than copied by env -0 (one exec less)
  mapfile -d '' -t cj_env < "/proc/$BASHPID/environ" || return
  if [[ ${#cj_env[@]} -gt 0 ]]; then printf '%s\0' "${cj_env[@]}" > "$id.env"; else : > "$id.env"; fi
  REPLY=$id
}

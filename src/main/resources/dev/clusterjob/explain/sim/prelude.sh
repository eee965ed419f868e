# clusterjob explain: sourced by every bash of a simulation (BASH_ENV), before the script's own code.
# It keeps the simulation honest where PATH cannot: a program named by a path (/usr/bin/python3,
# "$CONDA/bin/torchrun", ./train.sh) or started with exec goes through __cjx_dispatch, which runs
# a stand-in, follows a shell script, or records the process without starting it. The batch shell
# (CJX_TOP=1) also tells every child the script line it was started from (CJX_LINE).
[[ -n ${CJX_DIR:-} ]] || return 0
# when a bash of the simulation last started (epoch s): the torchrun stand-in's rendezvous keeps waiting for a peer
# while the simulation is still starting processes (a loaded machine starts a het step's later components late)
printf '%(%s)T' -1 2>/dev/null > "$CJX_DIR/active" || true

# __cjx_path_word TEXT: when TEXT's command word (after VAR=value words) names a program by a
# path, defines a function of that exact name, so that bash calls __cjx_dispatch instead.
__cjx_path_word() {
  local - w rest=$1
  set +eu
  while :; do
    w=${rest%%[[:space:]]*}
    [[ $w =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] || break
    rest=${rest#"$w"}
    rest=${rest#"${rest%%[![:space:]]*}"}
  done
  case $w in
    '' | *'$('* | *'`'*) return 0 ;;
    *'$'*) eval "w=$w" 2>/dev/null || return 0 ;;
    \"*\") w=${w:1:${#w}-2} ;;
    '~/'*) w=$HOME${w:1} ;;
  esac
  [[ $w == */* && $w != "$CJX_DIR"/* && $w != "$CJX_BASH" && $w != "$CJX_ENV" && $w =~ ^[A-Za-z0-9_./+@%:,~-]+$ ]] || return 0
  declare -F -- "$w" > /dev/null && return 0
  eval "function $w { __cjx_dispatch \"\$FUNCNAME\" \"\$@\"; }" 2>/dev/null || true
}

# exec CMD...: the process CMD would become goes through the dispatcher; exec with only
# redirections is bash's own (the DEBUG trap removes this function for that one command).
__cjx_define_exec() {
  exec() {
    while [[ ${1:-} == -[acl]* ]]; do
      if [[ $1 == -a ]]; then shift; fi
      shift
    done
    if (($# == 0)); then return 0; fi
    __cjx_dispatch "$@"
    builtin exit $?
  }
}

# __cjx_record ARGV...: this process's environment and ARGV as a process that would start training
# (rec/ID.argv NUL-separated, rec/ID.env as bash's declare -px prints the exported variables: no
# process is started for it, rec/ID.meta).
__cjx_record() {
  local id=$CJX_DIR/rec/$BASHPID.$RANDOM.$SECONDS
  while [[ -e $id.meta ]]; do id+=x; done
  printf '%s\0' "$@" > "$id.argv"
  declare -px > "$id.env"
  printf 'host=%s\nline=%s\nvia=%s\nscript=%s\n' "${CJX_HOST:-}" "${CJX_LINE:-0}" "${CJX_VIA:-}" "${CJX_SCRIPT:-}" > "$id.meta"
}

# __cjx_which NAME: REPLY = the file NAME resolves to on PATH, or empty (no process started).
__cjx_which() {
  local d
  local -a dirs
  REPLY=
  IFS=: read -r -a dirs <<< "${PATH:-}"
  for d in "${dirs[@]}"; do
    if [[ -f ${d:-.}/$1 && -x ${d:-.}/$1 ]]; then REPLY=${d:-.}/$1; return 0; fi
  done
  return 1
}

# __cjx_plain_python ARGS...: status 0 when python ARGS runs a script (not -m, -c, a version query):
# that process is recorded here, without starting the python stand-in.
__cjx_plain_python() {
  while (($#)); do
    case $1 in
      -m* | -c* | -V | --version | -h | --help | -) return 1 ;;
      -X | -W) shift ;;
      -*) ;;
      *) return 0 ;;
    esac
    shift
  done
  return 1
}

# __cjx_dispatch PROGRAM ARGS...: what starting PROGRAM does in the simulation.
__cjx_dispatch() {
  local p=$1 base=${1##*/}
  case $base in
    python | python[0-9]* | pypy*)
      if __cjx_plain_python "${@:2}"; then __cjx_record "$@"; return; fi
      CJX_ARGV0=$p "$CJX_DIR/bin/python" "${@:2}"
      return ;;
    bash | sh | dash) command "$CJX_BASH" "${@:2}"; return ;;
  esac
  if [[ -f $CJX_DIR/bin/$base && $p != */* ]] || [[ -f $CJX_DIR/bin/$base && ! -f $CJX_DIR/tools/$base ]]; then
    CJX_ARGV0=$p "$CJX_DIR/bin/$base" "${@:2}"
    return
  fi
  if [[ $p != */* ]]; then
    if __cjx_which "$p"; then command -- "$REPLY" "${@:2}"; return; fi
  elif [[ -f $p ]]; then
    local first=
    IFS= read -r first < "$p" 2>/dev/null || true
    case $first in
      '#!'*bash* | '#!'*/sh | '#!/bin/sh '* ) command "$CJX_BASH" "$@"; return ;;
    esac
    if [[ -f $CJX_DIR/tools/$base && $(readlink -f -- "$p") == "$(readlink -f -- "$CJX_DIR/tools/$base")" ]]; then
      command -- "$p" "${@:2}"
      return
    fi
  fi
  "$CJX_DIR/bin/.process" found "$@"
}

# A command bash cannot find: a process under a launcher (recorded), or a tool of the cluster that
# the simulation does not have (named, skipped with status 0).
command_not_found_handle() {
  "$CJX_DIR/bin/.process" missing "$@"
}

# The stand-ins themselves (bash scripts in $CJX_DIR/bin) use the dispatcher but keep their own
# commands out of the trap.
case $0 in "$CJX_DIR"/bin/*) return 0 ;; esac
if [[ ${CJX_TOP:-} == 1 ]]; then
  unset CJX_TOP
  __cjx_top=1
  export CJX_LINE=0
  # The batch script ends: whatever it left running in the background, Slurm kills with the job.
  # The simulation lets it finish (so the table shows what it would start) and says so.
  __cjx_at_exit() {
    local left
    left=$(jobs -rp)
    if [[ -n $left ]]; then
      printf '%s\t%s\t%s\t%s\t%s\n' 0 error:BACKGROUND_AT_EXIT "${CJX_HOST:-}" "$CJX_SCRIPT" \
        "the script ends while what it started in the background (&) still runs: Slurm ends the job and kills it (add wait)" >> "$CJX_DIR/notes"
      wait
    fi
  }
  trap __cjx_at_exit EXIT
else
  __cjx_top=
fi
__cjx_define_exec
# DEBUG trap (set -T: functions, command substitutions and subshells inherit it): the line, and
# path-named programs.
set -T
trap '[[ -z $__cjx_top || ${BASH_SOURCE[0]:-} != "$CJX_SCRIPT" ]] || CJX_LINE=$LINENO
case $BASH_COMMAND in
  exec) ;;
  exec\ [0-9\<\>\&]*) unset -f exec; __cjx_exec_restore=1 ;;
  *) [[ -z ${__cjx_exec_restore:-} ]] || { __cjx_exec_restore=; __cjx_define_exec; }
     case $BASH_COMMAND in [/.~\$\"]* | [A-Za-z_]*=*) __cjx_path_word "$BASH_COMMAND" ;; esac ;;
esac
true' DEBUG

# clusterjob explain: what the stand-ins (bin/*) share. Sourced by them, never by the user's shells.
# Records go to $CJX_DIR/rec (one process each: .argv NUL-separated, .env as env -0 prints it, .meta),
# notes to $CJX_DIR/notes (LINE TAB KIND TAB HOST TAB SCRIPT TAB TEXT), the simulated facts come from CJX_*.

# cjx_note KIND TEXT: one line for explain's findings (KIND: unfollowed, skipped, warning, error).
cjx_note() {
  local t=${2//$'\n'/ }
  printf '%s\t%s\t%s\t%s\t%s\n' "${CJX_LINE:-0}" "$1" "${CJX_HOST:-}" "${CJX_SCRIPT:-}" "${t//$'\t'/ }" >> "$CJX_DIR/notes"
}

# cjx_record ARGV...: this process's environment and ARGV as a process that would start training.
cjx_record() {
  __cjx_record "$@"
}

# cjx_start ARGV...: starts ARGV as the launcher would: a shell is followed (bash reads the prelude),
# a stand-in runs, a program by path or name goes through the same dispatcher as the user's shells.
cjx_start() {
  __cjx_dispatch "$@"
}

# cjx_via NAME: children started from here count NAME among their launchers.
cjx_via() {
  export CJX_VIA=${CJX_VIA:+$CJX_VIA>}$1
}

# cjx_expand LIST: CJX_OUT = the host names of a Slurm hostlist (prefix[1-3,07],other), in order.
cjx_expand() {
  CJX_OUT=()
  local list=$1 tok='' c i depth=0
  for ((i = 0; i < ${#list}; i++)); do
    c=${list:i:1}
    case $c in
      '[') depth=$((depth + 1)); tok+=$c ;;
      ']') depth=$((depth - 1)); tok+=$c ;;
      ',' | ' ')
        if ((depth == 0)); then
          [[ -z $tok ]] || cjx_expand_token "$tok"
          tok=''
        else
          tok+=$c
        fi ;;
      *) tok+=$c ;;
    esac
  done
  [[ -z $tok ]] || cjx_expand_token "$tok"
}

cjx_expand_token() {
  local tok=$1
  if [[ $tok != *'['* ]]; then
    CJX_OUT+=("$tok")
    return 0
  fi
  local pre=${tok%%'['*} rest=${tok#*'['} body post r lo hi n
  body=${rest%%']'*}
  post=${rest#*']'}
  local -a ranges
  IFS=, read -r -a ranges <<< "$body"
  for r in "${ranges[@]}"; do
    lo=${r%%-*}
    hi=${r#*-}
    [[ $lo =~ ^[0-9]+$ && $hi =~ ^[0-9]+$ ]] || { CJX_OUT+=("$tok"); return 0; }
    for ((n = 10#$lo; n <= 10#$hi; n++)); do
      printf -v r '%0*d' "${#lo}" "$n"
      cjx_expand_token "$pre$r$post"
    done
  done
}

# cjx_compress HOST...: REPLY = the hosts as Slurm prints a hostlist (node[1-2,5],other), in order.
cjx_compress() {
  REPLY=''
  local -a hosts=("$@")
  local i=0 j h pre num width lo hi part
  while ((i < ${#hosts[@]})); do
    h=${hosts[i]}
    num=${h##*[!0-9]}
    if [[ -z $num ]]; then
      REPLY+=${REPLY:+,}$h
      i=$((i + 1))
      continue
    fi
    pre=${h%"$num"}
    width=${#num}
    part='' lo=$((10#$num)) hi=$lo
    j=$((i + 1))
    while ((j < ${#hosts[@]})); do
      h=${hosts[j]}
      num=${h##*[!0-9]}
      [[ -n $num && ${h%"$num"} == "$pre" && ${#num} -eq $width ]] || break
      if ((10#$num == hi + 1)); then
        hi=$((10#$num))
      else
        cjx_range "$lo" "$hi" "$width"; part+=${part:+,}$CJX_R
        lo=$((10#$num)) hi=$lo
      fi
      j=$((j + 1))
    done
    if ((j - i == 1)); then
      REPLY+=${REPLY:+,}${hosts[i]}
    else
      cjx_range "$lo" "$hi" "$width"; part+=${part:+,}$CJX_R
      REPLY+=${REPLY:+,}$pre[$part]
    fi
    i=$j
  done
}

cjx_range() {
  if (($1 == $2)); then printf -v CJX_R '%0*d' "$3" "$1"; else printf -v CJX_R '%0*d-%0*d' "$3" "$1" "$3" "$2"; fi
}

# cjx_counts N...: REPLY = Slurm's compressed count list (2(x3),1).
cjx_counts() {
  REPLY=''
  local prev='' n=0 c
  for c in "$@" ''; do
    if [[ $c == "$prev" && -n $c ]]; then
      n=$((n + 1))
      continue
    fi
    if [[ -n $prev ]]; then
      if ((n > 1)); then REPLY+=${REPLY:+,}$prev"(x$n)"; else REPLY+=${REPLY:+,}$prev; fi
    fi
    prev=$c n=1
  done
}

# cjx_uncount TEXT: CJX_OUT = one count per node from a compressed list (2(x3),1 -> 2 2 2 1).
cjx_uncount() {
  CJX_OUT=()
  local -a parts
  local p v k
  IFS=, read -r -a parts <<< "$1"
  for p in "${parts[@]}"; do
    if [[ $p =~ ^([0-9]+)\(x([0-9]+)\)$ ]]; then
      v=${BASH_REMATCH[1]}
      for ((k = 0; k < BASH_REMATCH[2]; k++)); do CJX_OUT+=("$v"); done
    elif [[ -n $p ]]; then
      CJX_OUT+=("$p")
    fi
  done
}

# cjx_seq_list N: REPLY = 0,1,...,N-1.
cjx_seq_list() {
  REPLY=''
  local k
  for ((k = 0; k < $1; k++)); do REPLY+=${REPLY:+,}$k; done
}

# cjx_wait_all PID...: waits for every PID; status = the first non-zero exit, else 0.
cjx_wait_all() {
  local p rc=0 s
  for p in "$@"; do
    wait "$p"
    s=$?
    ((rc != 0 || s == 0)) || rc=$s
  done
  return "$rc"
}

# cjx_node_file HOST NAME: REPLY = the node facts file NAME of HOST (links, addrs, inet), or empty.
cjx_node_file() {
  REPLY=$CJX_DIR/nodes/$1/$2
  [[ -f $REPLY ]] || REPLY=''
}

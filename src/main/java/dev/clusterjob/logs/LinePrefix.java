package dev.clusterjob.logs;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One log line with the prefixes that launchers and log collectors put in front of what the program
 * wrote taken off: the text, and the host, rank and local rank those prefixes named (null when none
 * did). Pure: no I/O, no state; {@link #parse} never returns null.
 *
 * <p>Prefixes taken off, in any order and stacked (a collector's timestamp before mpirun's tag, say):
 * <ul>
 *   <li>Open MPI {@code --tag-output}: {@code [1,0]<stdout>:} / {@code <stderr>:} / {@code <stddiag>:}
 *       (the second number is the rank), with or without a space after the colon; horovodrun's gloo launcher's {@code [1]<stderr>:}
 *       (the rank alone, after asctime's stamp when asked for one);</li>
 *   <li>{@code --timestamp-output} and log collectors: {@code Mon Dec  1 10:00:00 2025} (with or without
 *       brackets), ISO-8601 {@code 2024-05-01T10:00:00.123Z} (a collector's {@code 2019-06-02T16:13:44.884Z: } too),
 *       {@code 2024-05-01 10:00:00,123}, {@code 2025-11-09 15:39:31.043 +08:00} (a blank before the offset),
 *       {@code [2024-05-01 10:00:00]}, the slashed {@code 2024/05/01 10:00:00} (Go's log package), a clock alone
 *       ({@code 10:00:00}, {@code [10:00:00.123]}) and seconds since 1970 with a fraction ({@code 1733372229.123456}); moreutils ts's
 *       {@code Dec 05 10:00:00} with the month in any locale ({@code дек 05}, {@code déc. 05}), not a syslog or journal line's stamp;</li>
 *   <li>{@code srun --label}: {@code 0: }, {@code  12: } (the task number is the rank), heterogeneous
 *       jobs' {@code P1 0: };</li>
 *   <li>pdsh / pdsh-launched deepspeed: {@code host: } (host names with a digit; not
 *       program names such as {@code srun:}, {@code slurmstepd-node1:}, {@code python3:}, {@code mlx5:}); a plain lower-case
 *       word too where a worker's own line follows it ({@code kestrel: [rank1]:}, {@code kestrel: RuntimeError: });</li>
 *   <li>a log platform's host column between its time stamp and torchrun's prefix: {@code 2025-03-27 17:31:09.952  gpu-07 [rank1]:};</li>
 *   <li>torchrun: {@code [rank3]:} (global rank) and {@code [default0]:} (local rank); with {@code --role `hostname -s`:} (as Slurm
 *       scripts pass it), {@code [gpu187:0]:}: the host and the local rank;</li>
 *   <li>Ray's worker prefix: {@code (RayWorkerWrapper pid=1890, ip=10.41.0.8)} (the address is the host),
 *       {@code (pid=7046)}, {@code (4l0bidWorkerDict_1:13 WorkerDict pid=204487, ip=[2605:340::530e])}, and the raylet's own
 *       {@code (raylet)} and {@code (raylet, ip=10.41.0.8)};</li>
 *   <li>Open MPI's and PMIx's {@code [node001:94018]} (host and pid), before their own messages;</li>
 *   <li>a markdown or e-mail quote, {@code > } (and {@code > > }), as users quote a log in an issue comment
 *       (only {@code >} followed by a space or the end: {@code >>> } and {@code >>>>>> } are content);</li>
 *   <li>logging frameworks' level and logger name after their time stamp: a Python logging.Formatter's {@code - train - ERROR - }
 *       ("%(asctime)s - %(name)s - %(levelname)s - ", or the level first), loguru's {@code | ERROR    | __main__:main:12 - }
 *       (Python logging's default {@code ERROR:root:} stays: torch elastic's lines are read with it, also cut);</li>
 *   <li>PALS mpiexec's {@code -l} label, the host and the rank: {@code x3102c0s1b0n0.hsn.cm.polaris.alcf.anl.gov 84: } (host names with a digit);</li>
 *   <li>a log viewer's or editor's line number before NCCL's {@code host:pid:tid [gpu]} header ({@code 451 n1:7:7 [0] NCCL ...});</li>
 *   <li>{@code kubectl logs --prefix} (and {@code --all-pods}): {@code [pod/NAME/CONTAINER] } (the pod is the host);</li>
 *   <li>a {@code kubectl get events} row before its message: {@code 4m11s  Warning  Evicted  pod/NAME  } (with {@code -A}, the
 *       namespace first; the pod is the host; rows of other kinds of object stay whole);</li>
 *   <li>a log console's time column as its table is copied: {@code | 2024-08-23T22:22:58.879Z | } (CloudWatch's log events; the
 *       leading bar may be missing), not loguru's {@code TIME | LEVEL | }.</li>
 *   <li>the stream label a launcher's test harness puts before its child's lines: {@code stdout: } / {@code stderr: } (Accelerate's
 *       {@code accelerate test}, test_utils/testing.py's tee, 0.5-1.x), naming no one.</li>
 * </ul>
 * NCCL's own header {@code host:pid:tid [gpu] NCCL INFO ...} is content, not a prefix: it stays in the
 * text, and its host is reported when no prefix named one. So is a tqdm bar that another line was written right after (its status
 * "[elapsed&lt;remaining, rate]" then the other writer's line): the text stays whole, and the prefixes after the bar name who wrote it.
 *
 * @param text      the line without its prefixes
 * @param host      the host a prefix (or NCCL's header) named, or null
 * @param rank      the global rank a prefix named (mpirun tag, srun label, torchrun [rankN]), or null
 * @param localRank the local rank torchrun's {@code [defaultN]:} named, or null
 */
public record LinePrefix(String text, String host, Integer rank, Integer localRank) {
    private static final String CTIME = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\d{4}";
    /** Also a blank before the UTC offset, as some collectors write it ({@code 2025-11-09 15:39:31.043 +08:00}). */
    // ISO 8601 and its slashed form (Go's log package, Python's logging with "%Y/%m/%d"); a clock alone ("10:00:00", "[10:00:00.123]");
    // seconds since 1970 with a fraction ("1733372229.123456", a collector's or a benchmark's stamp)
    private static final String ISO = "\\d{4}(?:-\\d\\d-\\d\\d|/\\d\\d/\\d\\d)[T ]\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d{1,9})?(?:Z| ?[+-]\\d\\d:?\\d\\d)?";
    /** The hour in one digit too ("9:05:01", %-H; a paste that lost a line's first character leaves one). */
    private static final String CLOCK = "\\d?\\d:\\d\\d:\\d\\d(?:[.,]\\d{1,9})?";
    private static final String EPOCH = "\\d{10}\\.\\d{3,9}";
    /**
     * Moreutils' ts before each line of a command's output (its default format "%b %d %H:%M:%S", the month abbreviated as the
     * locale does: "Dec 05", "дек 05", "Mär 05", "déc. 05"), then the line: when, not who. Never a syslog or journal line, whose host and
     * program follow the same stamp ("дек 05 14:03:12 gpu-07 kernel: ...", "... computen1 slurmd[8713]: ...": the host rules read those
     * whole), nor a stamp with a time zone or a year after it.
     */
    private static final Pattern TS_STAMP = Pattern.compile(
            "^\\p{L}{3,5}\\.? [ \\d]?\\d \\d\\d:\\d\\d:\\d\\d (?![A-Z]{2,4}T |UTC |GMT |\\d{4}\\b|[\\w.-]+ [\\w.()/-]+(?:\\[\\d+\\])?: )(?=\\S)");

    /** Open MPI's {@code [JOB,RANK]<stream>:}, and horovodrun's gloo launcher's {@code [RANK]<stdout>:} (safe_shell_exec). */
    private static final Pattern MPI_TAG = Pattern.compile("^\\[(?:\\d+,)?(\\d+)\\]<(?:stdout|stderr|stddiag)>: ?");
    private static final Pattern TIME = Pattern.compile("^(?:\\[(?:" + CTIME + "|" + ISO + "|" + CLOCK + ")\\]|" + CTIME + "|(?:" + ISO + "|" + CLOCK + "|"
            + EPOCH + ")(?=[\\s\\[:]))(?:: ?| ?)");
    private static final Pattern SRUN_LABEL = Pattern.compile("^ *(?:P\\d+ )?(\\d{1,6}): ");
    private static final Pattern TORCHRUN = Pattern.compile("^\\[(rank|default)(\\d+)\\]: ?");
    /**
     * Torchrun's --tee prefix is the worker's role and its local rank (torch 1.9-2.x elastic local_elastic_agent.py "[{role}{local_rank}]:";
     * 2.3+ log_line_prefix_template's default "[${role_name}${local_rank}]:"); Slurm scripts pass {@code --role `hostname -s`:} to tell the
     * nodes apart, so the prefix reads {@code [gpu187:0]:}: the host, a colon, the local rank. Never Open MPI's {@code [host:pid] } (a blank
     * after the bracket, not a colon).
     */
    private static final Pattern TORCHRUN_HOST_ROLE = Pattern.compile("^\\[([A-Za-z0-9][\\w.-]*):(\\d{1,4})\\]: ?");
    /**
     * pdsh's {@code HOST: } (and a journal line's host, PasteFrame's SYSLOG frame, written so). With an underscore inside, as a node
     * named against RFC 952/1123 is printed ("node_01: ", Open MPI issue 7085's "Qintian_1"): isHost still wants a digit, so that
     * "local_rank: ", "model_name_or_path: " stay a program's or a config's own words.
     */
    private static final Pattern PDSH = Pattern.compile("^([A-Za-z0-9](?:[\\w.-]{0,252}[A-Za-z0-9])?): ");
    /**
     * A log collector's host column between its time stamp and the line a worker wrote, where that line starts with torchrun's prefix
     * ({@code 2025-03-27 17:31:09.952  sm228-a100-40g-23 [rank1]:[E327 ...] ...}, a platform's "time host message" view): the host.
     */
    private static final Pattern HOST_COLUMN = Pattern.compile("^ *([A-Za-z0-9](?:[\\w.-]{0,252}[A-Za-z0-9])?) +(?=\\[(?:rank|default)\\d+\\]:)");
    /**
     * What a worker process writes at the start of its lines, so that a word before it with ": " is pdsh's (or a collector's) host
     * even without a digit ("kestrel: [rank1]:[E ProcessGroupNCCL.cpp:577] ..."): torchrun's {@code [rankN]:} / {@code [defaultN]:},
     * CANN's error code ({@code EH9999: }), torch's glog-style {@code [W socket.cpp:426]} (and {@code [W1203 10:00:00.123 socket.cpp:426]}),
     * Python's traceback head, its {@code   File "...} lines and an exception's name ({@code RuntimeError: }), NCCL's own header, and
     * rich's traceback panel (rich 10-13, as accelerate, Lightning and typer print tracebacks): its border ({@code ╭─}, {@code ╰─}) and a
     * line boxed between two {@code │}.
     */
    private static final Pattern WORKER_LINE = Pattern.compile(
            "\\[(?:rank|default)\\d+\\]:|E[A-Z]\\d{4}: |\\[[IWEF][^\\]]{0,40}?[\\w.-]+\\.(?:cpp|cc|c|h|hpp|cu):\\d+\\]"
            + "|Traceback \\(most recent call last\\):|\\s+File \"|(?:[a-z_][\\w.]*\\.)?[A-Z]\\w*(?:Error|Exception)(?::|$)"
            + "|[\u256d\u2570]\u2500|\u2502.*\u2502\\s*$");
    /** A host's name without a digit as pdsh prints it: lower case, dashes and dots (never a Python logger's or a config's key with "_"). */
    private static final Pattern WORD_HOST = Pattern.compile("[a-z][a-z-]*[a-z](?:\\.[a-z][a-z-]*)*");
    /** Field names a program or a poster puts before an error it quotes ("reason: RuntimeError: ..."), never a host. */
    private static final Set<String> LABELS = Set.of("output", "log", "message", "msg", "reason", "cause", "exception", "details", "detail",
            "stdout", "stderr", "out", "err", "trace", "traceback", "result", "status", "description", "summary", "info", "debug", "fatal",
            "failure", "caused", "raise", "raised", "return", "returned", "got", "see", "example");

    /**
     * A word without a digit as pdsh's host: only before what a worker process writes at the start of its lines ({@link #WORKER_LINE}),
     * or before NCCL's header that names the same word.
     */
    private static boolean isWordHost(String word, String rest) {
        if (!WORD_HOST.matcher(word).matches() || LABELS.contains(word) || !isHostName(word)) {
            return false;
        }
        return WORKER_LINE.matcher(rest).lookingAt() || word.equalsIgnoreCase(NcclHeader.host(rest));
    }

    /**
     * A tqdm progress bar that the next output was written after on the same line (tqdm redraws its bar with a carriage return and
     * writes no line break, so another rank's line, or the same process's next one, follows its status): tqdm/std.py format_meter
     * (4.x; _tqdm.py before 4.24) writes "{desc}: " (the description, if any), then with a total "{percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt}"
     * (with ncols=0 "{percentage:3.0f}% {n_fmt}/{total_fmt}") and without one "{n_fmt}{unit}", then the status
     * " [{elapsed}<{remaining}, {rate_fmt}{postfix}]" (without a total " [{elapsed}, {rate_fmt}{postfix}]"): elapsed and remaining as
     * format_interval writes them ("MM:SS", "H:MM:SS", remaining "?"), rate_fmt "{rate:5.2f}{unit}/s", "s/{unit}" when inverted, "?{unit}/s"
     * before the first update (a number with a k, M, G ... suffix under unit_scale), postfix ", " and the user's fields. Lightning's and
     * datasets' bars are tqdm's ("Epoch 0: ", "Map (num_proc=8): ", " examples/s"). Only the bar's end is read: what follows it is the line
     * the other writer began, whose own prefixes (pdsh's host, torchrun's role, NCCL's header) name who wrote it.
     */
    private static final String TQDM_NUMBER = "(?:\\d+(?:\\.\\d+)?[kMGTPEZY]?|\\?)";
    private static final String TQDM_INTERVAL = "\\d+(?::\\d\\d){1,2}";
    private static final Pattern TQDM_BAR = Pattern.compile("^\\s*(?:[^|\\n]{0,160}?: ?)?\\s*(?:\\d{1,3}%(?:\\|[^|]{0,400}\\| ?| )" + TQDM_NUMBER + "/"
            + TQDM_NUMBER + "|" + TQDM_NUMBER + "(?: ?[A-Za-z]{1,20}){0,3}) \\[" + TQDM_INTERVAL + "(?:<(?:" + TQDM_INTERVAL + "|\\?))?,\\s*"
            + TQDM_NUMBER + "(?:s/[^\\[\\],]{1,40}|[^\\[\\],/]{0,40}/s)(?:,[^\\[\\]]{0,400})?\\](?=\\S)");

    /** How many runs of bars, each followed by a prefix, a line is read through before the rest is left unread as who wrote it. */
    private static final int BARS_DEPTH = 8;

    /** PALS mpiexec's {@code -l} label (Aurora, Polaris, as ALCF's pages print it): the host, a blank, the rank. */
    private static final Pattern PALS_LABEL = Pattern.compile("^([A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?) (\\d{1,7}): ");
    /**
     * The actor's label may be its repr and its class ("(4l0bidWorkerDict_1:13 WorkerDict pid=204487, ip=...)", verl), an IPv6
     * address comes in brackets, and a markdown inline-code backtick may open the line. Also vLLM's worker label with its rank
     * ("(VllmWorker rank=1 pid=7226) ", vllm/v1/executor/multiproc_executor.py): the rank of the tensor-parallel group, not the job's.
     * The name an actor was given (ray.remote(...).options(name=...), which Ray's log prefix prints as its label) may hold a slash
     * ("(model_worker/12 pid=43581, ip=10.208.16.54)", AReaL's workers): the address is still the host.
     */
    private static final Pattern RAY = Pattern.compile("^`?\\((?:[A-Za-z0-9_][\\w.:/-]*(?:=\\d+)? ){0,3}?pid=\\d+(?:, ip=\\[?([0-9A-Fa-f.:]+)\\]?)?(?:, [^)]*)?\\) ?");
    /**
     * The driver's prefix for the raylet's own lines (python/ray/_private/worker.py print_worker_logs: "(raylet) " when the raylet runs on
     * the driver's node, "(raylet, ip=ADDR) " when on another; Ray's test_output.py pins both), before "A worker died or was killed ..." and the
     * memory monitor's reports: the address is the host.
     */
    private static final Pattern RAYLET = Pattern.compile("^`?\\(raylet(?:, ip=\\[?([0-9A-Fa-f.:]+)\\]?)?\\) ?");
    /** A markdown or mail quote's markers ({@code > }, {@code > > }, a quoted blank line's lone {@code >}); never Python's {@code >>> }. */
    private static final Pattern QUOTE = Pattern.compile("^(?:>(?: |$))+");
    /**
     * Markdown's emphasis or inline code opening a pasted line ({@code **error: ...**}, {@code `[n1:42] OPAL ERROR ...`}): never a program's
     * own output; taken off with its closer at the end of the line, as a quote mark is.
     */
    private static final Pattern MARKUP = Pattern.compile("^(\\*\\*|`{1,3})(?=[^\\s*`])");
    /** A logging.Formatter's dashes after the time stamp: "- NAME - LEVEL - " or "- LEVEL - NAME - " (the transformers examples' order). */
    private static final Pattern DASHED = Pattern.compile("^- (?:[A-Za-z_][\\w.]* - )?(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) - (?:[A-Za-z_][\\w.]* - (?=\\S))?");
    /** loguru's default format after its time stamp (loguru/_defaults.py): "| LEVEL    | name:function:line - ". */
    private static final Pattern LOGURU = Pattern.compile("^\\| ?(?:TRACE|DEBUG|INFO|SUCCESS|WARNING|ERROR|CRITICAL) *\\| [\\w.<>-]+:[\\w.<>-]+:\\d+ - ");
    /** A viewer's line number before NCCL's header; only there, where no program writes a number. */
    private static final Pattern LINE_NUMBER = Pattern.compile("^\\d{1,7} +(?=[A-Za-z0-9][\\w.-]*:\\d+:\\d+ \\[\\d+\\] )");
    /** Kubectl pkg/cmd/logs/logs.go addPrefixIfNeeded (1.17-1.34): "[pod/%s/%s] ", the pod and the container. */
    private static final Pattern KUBECTL_PREFIX = Pattern.compile("^\\[pod/([a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9])?)/[^\\]\\s/]+\\] ");
    /**
     * Kubectl get events (kubernetes pkg/printers/internalversion/printers.go printEvent, 1.16-1.34: LAST SEEN, TYPE, REASON,
     * OBJECT as "%s/%s" of the lower-cased kind and the name, MESSAGE; -A puts NAMESPACE first): a pod's row, its message left, the pod
     * its host unless the reason is the scheduler's or the autoscaler's (a pod on no node).
     */
    private static final Pattern EVENTS_ROW = Pattern.compile(
            "^(?:[a-z0-9][-a-z0-9]{0,62}\\s+)?(?:(?:\\d+[smhdy]){1,2}|<unknown>)\\s+(?:Normal|Warning)\\s+([A-Za-z]+)\\s+pod/([a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9])?)\\s+(?=\\S)");
    /** The scheduler's and the autoscaler's reasons: the pod is on no node yet (or the message names the node), so the row names no host. */
    private static final Set<String> UNPLACED_REASONS = Set.of("FailedScheduling", "NotTriggerScaleUp", "TriggeredScaleUp", "Scheduled");
    /**
     * A log console's table as copied, the time column and its bars before the message (the CloudWatch console's log events:
     * "  | 2024-08-23T22:22:58.879Z | message"); never loguru's "TIME | LEVEL    | name:function:line - ", which LOGURU reads.
     */
    private static final Pattern CONSOLE = Pattern.compile("^\\s*(?:\\|\\s*)?" + ISO + "\\s+\\|\\s(?!\\s*(?:TRACE|DEBUG|INFO|SUCCESS|WARNING|ERROR|CRITICAL)\\b)");
    /**
     * Determined's trial log (master/pkg/model/experiment.go TrialLog.Resolve 2020-2025: "[%s] [%s] %s|| %s %s", the time, the
     * container id cut to 8 characters or blanks, "[rank=%d] " when known; the CLI's "det trial logs" prints the id without brackets),
     * after its time stamp: the container id says no host, the rank is kept.
     */
    private static final Pattern DETERMINED = Pattern.compile("^ *(?:\\[?[0-9a-f]{8}\\]?|\\[ {0,8}\\])? *(?:\\[rank=(\\d+)\\] *)?\\|\\| ?");
    /**
     * Accelerate's test harness (test_utils/testing.py _stream_subprocess, 0.5-1.x: tee(..., label="stdout:") / label="stderr:", printed
     * as print(label, line)) before every line of the child it ran ({@code accelerate test}'s script, a launched training): a stream, not who.
     */
    private static final Pattern TEE = Pattern.compile("^(?:stdout|stderr):(?: |$)");
    /**
     * Also after tabs, as a centre page indents the block it quotes (docs.abci.ai's FAQ: "\\t[g0080:118482] *** An error occurred in MPI_Init");
     * And after blanks, as markdown's four-blank code block indents it, also where a time stamp or a cut line keeps the block's blanks
     * from being taken off as the whole paste's indentation ("    [324a7ecb1de0:21638] *** Process received signal ***").
     * Also after a list item's dash or star, as a page lists a pasted log line by line ("- [node3102:357108] OPAL ERROR: ...");
     * only before the host and pid, so a help text's own list items stay as written.
     */
    private static final Pattern HOST_PID = Pattern.compile("^(?:[-*] )?[\\t ]*\\[([A-Za-z0-9][\\w.-]*):\\d+\\] ");
    /**
     * The same prefix where a paste's copy began one character late, at the host ("nid001236:1733247] OPAL ERROR: ..."): a host,
     * a colon, the pid and the closing bracket; a source file's "socket.cpp:942] " is no host ({@link #isBracketedHost}).
     */
    private static final Pattern HOST_PID_CUT = Pattern.compile("^([A-Za-z0-9][\\w.-]*):\\d+\\] (?=\\S)");
    /**
     * Words before ": " that are programs or libraries talking, never a pdsh host; a shared library's file name too (the dynamic
     * loader's "libcusparse.so.12: undefined symbol: ..." as a title or a cut paste starts with it); torch c10d's field name
     * "useIpv6" (socket.cpp's "port: {}, useIpv6: {}, code: {}, ..." when a forum page puts each field on a line of its own).
     * Slurm's and the launchers' names with any suffix ("slurmstepd-node1"), the other programs' with a version's only
     * ("python3.10", "sh-4.2", "mlx5", "rank0"): a node named as a program starts is a host (Stanford Sherlock's "sh03-01n71");
     * nor the loader's file ("ld-linux-x86-64.so.2", "ld.so", "ld-2.31.so"), as no library's ("libcudart.so.12").
     * With an underscore too, now that a pdsh host may have one: MPD's id for mpiexec, "mpiexec_HOST: cannot connect to local mpd".
     * Enroot's C helpers, whose err(3) lines start with the program's name ("enroot-aufs2ovlfs: failed to create opaque ovlfs
     * whiteout: ...", a digit in the name as in a host's). Nor Microsoft Entra ID's error codes, which start the line a sign-in
     * library or the Azure CLI prints ("AADSTS700082: The refresh token has expired due to inactivity. ...").
     */
    private static final Pattern NOT_A_HOST = Pattern.compile(
            "(?i)(?:slurmstepd|slurmd|slurmctld|srun|sbatch|salloc|mpirun|mpiexec|orted|prted|prterun)(?:[\\d._-].*)?"
            + "|(?:python|pip|ld|mlx|rank|local_rank|cuda|nvcc|gcc|g\\+\\+|bash|sh)(?:[-.]?\\d+(?:\\.\\d+)*[a-z]*)?"
            + "|(?:lib[\\w+-]*|ld[\\w.+-]*)\\.so(?:\\.\\d+)*|useIpv6"
            + "|enroot-(?:aufs2ovlfs|mksquashovlfs|mount|nsenter|switchroot)|aadsts\\d+");
    /** A script's file name ("job2.sh", "train_v2.py"), never a pdsh host. */
    private static final Pattern SCRIPT = Pattern.compile("(?i)[\\w.-]+\\.(?:sh|bash|py)");
    /**
     * The kernel's device names a kernel log line starts with once its syslog header is cut off (FreeBSD drm-kmod's "drmn0: [gfxhub0]
     * retry page fault ...", "nvidia0: "): a device and its number only, so that a node named "nvidia-dgx-01" stays a host. Also the
     * NVSwitch driver's "nvidia-nvswitchN: " ("nvidia-nvswitch3: SXid (PCI:...): ...").
     */
    private static final Pattern KERNEL_DEVICE = Pattern.compile("(?i)(?:drmn?|nvidia|nvidia-nvswitch)\\d+");

    /** Strips every prefix it knows from the start of {@code line} (null reads as ""). */
    public static LinePrefix parse(String line) {
        return parse(line, 0);
    }

    private static LinePrefix parse(String line, int depth) {
        String s = line == null ? "" : line;
        String host = null;
        Integer rank = null;
        Integer local = null;
        boolean progress = true;
        boolean stamped = false;
        for (int round = 0; progress && round < 8; round++) {
            progress = false;
            char c = s.isEmpty() ? 0 : s.charAt(0);
            boolean bracket = c == '[';
            boolean digit = c >= '0' && c <= '9';
            Matcher m;
            if ((m = found(QUOTE, s, c == '>')) != null) {
                // a quote mark says nothing of who wrote the line
            } else if ((m = found(MARKUP, s, c == '*' || c == '`')) != null) {
                String closer = m.group(1);
                String rest = s.stripTrailing();
                if (rest.length() > closer.length() * 2 && rest.endsWith(closer)) {
                    s = rest.substring(0, rest.length() - closer.length());
                }
            } else if ((m = found(KUBECTL_PREFIX, s, bracket && s.startsWith("[pod/"))) != null) {
                host = host != null ? host : m.group(1);
            } else if ((m = found(CONSOLE, s, digit || c == '|' || c == ' ')) != null) {
                // a console's time column: when, not who
            } else if ((m = found(EVENTS_ROW, s, (digit || c == '<' || (c >= 'a' && c <= 'z')) && s.contains(" pod/"))) != null) {
                host = host != null || UNPLACED_REASONS.contains(m.group(1)) ? host : m.group(2);
            } else if ((m = found(MPI_TAG, s, bracket)) != null) {
                rank = rank != null ? rank : Ranks.of(m.group(1));
            } else if ((m = found(TORCHRUN, s, bracket)) != null) {
                Integer v = Ranks.of(m.group(2));
                if (m.group(1).equals("rank")) {
                    rank = rank != null ? rank : v;
                } else {
                    local = local != null ? local : v;
                }
            } else if ((m = found(TORCHRUN_HOST_ROLE, s, bracket)) != null && isBracketedHost(m.group(1))) {
                host = host != null ? host : m.group(1);
                local = local != null ? local : Ranks.of(m.group(2));
            } else if ((m = found(TIME, s, bracket || digit || (c >= 'A' && c <= 'Z'))) != null) {
                stamped = true; // nothing to keep: when it happened is not who
            } else if ((m = found(HOST_COLUMN, s, stamped && host == null && rank == null && (c == ' ' || Character.isLetterOrDigit(c)))) != null
                    && (isHost(m.group(1)) || isWordHost(m.group(1), s.substring(m.end())))) {
                host = m.group(1);
            } else if ((m = found(TS_STAMP, s, Character.isLetter(c) && monthThenBlank(s))) != null) {
                // ts's stamp: when, not who
            } else if ((m = found(DETERMINED, s, (c == ' ' || c == '[' || digit || c >= 'a' && c <= 'f') && s.contains("|| "))) != null) {
                rank = rank != null || m.group(1) == null ? rank : Ranks.of(m.group(1));
            } else if ((m = found(RAY, s, c == '(' || c == '`')) != null || (m = found(RAYLET, s, c == '(' || c == '`')) != null) {
                host = host != null || m.group(1) == null ? host : m.group(1);
            } else if ((m = found(HOST_PID, s, bracket || c == '\t' || c == ' ' || c == '-' || c == '*')) != null && isBracketedHost(m.group(1))) {
                host = host != null ? host : m.group(1);
            } else if ((m = found(HOST_PID_CUT, s, Character.isLetterOrDigit(c) && s.startsWith(":", nameEnd(s)))) != null
                    && isBracketedHost(m.group(1))) {
                host = host != null ? host : m.group(1);
            } else if ((m = found(SRUN_LABEL, s, digit || c == ' ' || c == 'P')) != null) {
                rank = rank != null ? rank : Ranks.of(m.group(1));
            } else if ((m = found(LINE_NUMBER, s, digit)) != null
                    || (m = found(DASHED, s, c == '-')) != null || (m = found(LOGURU, s, c == '|')) != null) {
                // a line number or a logging framework's level: not who
            } else if ((m = found(TEE, s, c == 's')) != null) {
                // a stream's label: which pipe, not who
            } else if ((m = found(PDSH, s, Character.isLetterOrDigit(c) && s.startsWith(": ", nameEnd(s)))) != null
                    && (isHost(m.group(1)) || isWordHost(m.group(1), s.substring(m.end())))) {
                host = host != null ? host : m.group(1);
            } else if ((m = found(PALS_LABEL, s, Character.isLetterOrDigit(c) && s.startsWith(" ", nameEnd(s)))) != null && isHost(m.group(1))) {
                host = host != null ? host : m.group(1);
                rank = rank != null ? rank : Ranks.of(m.group(2));
            } else {
                break;
            }
            if (m.end() > 0) {
                s = s.substring(m.end());
                progress = true;
            }
        }
        if ((host == null || rank == null) && depth < BARS_DEPTH && s.indexOf(']') > 0 && (s.contains("/s") || s.contains("s/"))) {
            int barsEnd = barsEnd(s);
            if (barsEnd > 0) {
                // the text stays as written (a fact reads the bar before a time-out); who wrote the line is what follows the bars
                LinePrefix after = parse(s.substring(barsEnd), depth + 1);
                host = host != null ? host : after.host();
                rank = rank != null ? rank : after.rank();
                local = local != null ? local : after.localRank();
            }
        }
        return new LinePrefix(s, host != null ? host : host(s), rank, local);
    }

    /**
     * Where the run of progress bars that {@code s} starts with ends (0: none): a line a bar redrew thousands of times without a
     * line break holds them back to back, so they are stepped over in one loop, not one call each.
     */
    private static int barsEnd(String s) {
        Matcher bar = TQDM_BAR.matcher(s);
        int at = 0;
        while (at < s.length()) {
            bar.region(at, s.length());
            if (!bar.lookingAt() || bar.end() == at) {
                break;
            }
            at = bar.end();
        }
        return at;
    }

    /**
     * The host of NCCL's header at the start of {@code s}, else of NCCL's line quoted as inline code inside a sentence ("Key error
     * message `cn135:30932:30993 [0] include/socket.h:423 NCCL WARN Net : ...` which seems to ..."): the backtick after a blank or an opening
     * bracket, NCCL's whole header after it and NCCL's own " NCCL " after the header; the text is left as it is.
     */
    private static String host(String s) {
        String h = NcclHeader.host(s);
        if (h != null) {
            return h;
        }
        for (int i = s.indexOf('`', 1); i > 0 && i < s.length() - 1; i = s.indexOf('`', i + 1)) {
            char before = s.charAt(i - 1);
            if ((before == ' ' || before == '(') && NcclHeader.opens(s.substring(i + 1))) {
                String quoted = s.substring(i + 1);
                int close = quoted.indexOf('`');
                String inside = close < 0 ? quoted : quoted.substring(0, close);
                if (inside.contains(" NCCL ")) {
                    return NcclHeader.host(quoted);
                }
            }
        }
        return null;
    }

    /**
     * Where the run of {@code [\\w.-]} that {@code s} starts with ends: PDSH's and PALS_LABEL's host is that run, so the
     * character there must be the colon or the blank after it (NCCL's "host:pid:tid" has a digit there) before either is tried.
     */
    private static int nameEnd(String s) {
        int i = 0;
        while (i < s.length() && NcclHeader.hostChar(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The pattern's match at the start of {@code s}, tried only when the first character allows it (a matcher costs). */
    /** What ts's stamp starts with, checked before its pattern runs: three to five letters, maybe a dot, then a blank. */
    private static boolean monthThenBlank(String s) {
        int i = 0;
        while (i < s.length() && i < 6 && Character.isLetter(s.charAt(i))) {
            i++;
        }
        if (i < s.length() && s.charAt(i) == '.') {
            i++;
        }
        return i >= 3 && i <= 6 && i < s.length() && s.charAt(i) == ' ';
    }

    private static Matcher found(Pattern p, String s, boolean when) {
        if (!when) {
            return null;
        }
        Matcher m = p.matcher(s);
        return m.lookingAt() ? m : null; // every pattern tried here starts with ^: find() would try, and fail, at every later position
    }

    /** Whether the line starts with a prefix a cut line's piece hardly ever starts with: mpirun's tag, torchrun's rank, a pdsh host. */
    public static boolean startsWithTag(String line) {
        char c = line.isEmpty() ? 0 : line.charAt(0);
        if (c == '[' && (MPI_TAG.matcher(line).lookingAt() || TORCHRUN.matcher(line).lookingAt())) {
            return true;
        }
        Matcher m = Character.isLetterOrDigit(c) ? PDSH.matcher(line) : null;
        return m != null && m.lookingAt() && isHost(m.group(1));
    }

    /** Whether the line starts with srun's {@code --label} ({@code 3: }): a cut line's piece can too ("...node n" + "3: ..."). */
    public static boolean startsWithLabel(String line) {
        char c = line.isEmpty() ? 0 : line.charAt(0);
        return (c == ' ' || c == 'P' || (c >= '0' && c <= '9')) && SRUN_LABEL.matcher(line).lookingAt();
    }

    /**
     * Where a collector's time stamp at the start of {@code line} ends, the blank or colon after it included (0 when none): the stamps
     * {@link #parse} takes off as when, not who (ISO 8601, ctime, a clock, seconds since 1970, bracketed or not).
     */
    static int stampEnd(String line) {
        char c = line.isEmpty() ? 0 : line.charAt(0);
        Matcher m = found(TIME, line, c == '[' || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'));
        return m == null ? 0 : m.end();
    }

    /** The text alone. */
    public static String strip(String line) {
        return parse(line).text();
    }

    /** Whether any prefix was taken off or named someone. */
    public boolean named() {
        return host != null || rank != null || localRank != null;
    }

    /** The patterns isHost, isHostName and isBracketedHost try, compiled once (String.matches compiled each on every call). */
    private static final Pattern HAS_DIGIT = Pattern.compile(".*\\d.*");
    /**
     * A host's full DNS name without a digit ("node-a.example.com: ", "login.hpc.example.edu: "): three labels or more, the last a
     * generic top-level domain or a site's own ("internal", "localdomain", "lan"), or an academic or company second level under a
     * country ("ac.uk", "edu.cn", "co.jp"). A Python logger's dotted module name ends in none of these.
     */
    private static final Pattern DIGITLESS_FQDN = Pattern.compile(
            "[a-z][a-z-]*(?:\\.[a-z][a-z-]*)*\\.(?:[a-z][a-z-]*\\.(?:com|org|net|edu|gov|mil|internal|localdomain|lan)|(?:ac|edu|co|gov|or|ne)\\.[a-z]{2})");
    private static final Pattern HEX_ADDRESS = Pattern.compile("(?:0x)?[0-9a-fA-F]{16}");
    private static final Pattern SECONDS = Pattern.compile("\\d+\\.\\d+s");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    /** An underscore in the first label only, the host's own name ("node_01.cluster.org"); a domain's labels have none. */
    private static final Pattern LOWER_DNS = Pattern.compile("[a-z0-9][a-z0-9_-]*(?:\\.[a-z0-9-]+)+");
    private static final Pattern PYTHON_MODULE = Pattern.compile("(?i)(?:torch|deepspeed|transformers|accelerate|megatron|apex|nccl|c10d?)\\..*");
    private static final Pattern DOTTED_NUMBER = Pattern.compile("\\d+(?:\\.\\d+)+");
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){3}");
    /**
     * A program's name and its version ("paddle1.8", "python3.10", "cuda11.8", "torch2.1.0"): letters, a number, then only numbers after
     * each dot, so its last label is all digits, which a DNS name's never is (RFC 3696); never a host.
     */
    private static final Pattern NAME_AND_VERSION = Pattern.compile("[A-Za-z][A-Za-z_-]*\\d+(?:\\.\\d+)+");
    private static final Pattern CAPITALS = Pattern.compile("[A-Z]+");
    private static final Pattern SOURCE_FILE = Pattern.compile("(?i).*\\.(?:py|c|cc|cpp|cxx|h|hpp|cu|go|rs|java|js|ts|rb|pl|sh|lua|f90|f)");

    /**
     * A pdsh host: has a digit (so "RuntimeError: " and "Traceback: " stay) or is a full DNS name (DIGITLESS_FQDN), dotted only as a DNS name, is not all digits, is no program's name;
     * Nor a 64-bit address in hex, as a Go or gdb stack dump starts its lines ("00007ffd72d2e8e0: ...").
     * Nor a shell script's or a Python file's name, as bash starts its errors in a script ("%s: line %d: " and its translations:
     * "job2.sh: 行 2: ...", "run_1.3b.sh: Zeile 18: ...").
     * Nor an elapsed time in seconds, as flux-job attach and flux run start their lines ("%.3fs: job.exception ...",
     * "0.059s: flux-shell[0]: FATAL: ...").
     */
    static boolean isHost(String h) {
        return (HAS_DIGIT.matcher(h).matches() || DIGITLESS_FQDN.matcher(h).matches()) && !HEX_ADDRESS.matcher(h).matches() && !SECONDS.matcher(h).matches() && !ASCEND_CODE.matcher(h).matches() && !SCRIPT.matcher(h).matches()
                && isHostName(h);
    }

    /**
     * A DNS name with capitals, as /etc/hosts or a Windows-run DNS may spell it ("[Gpu07.Cluster.Local:4711]",
     * "GPU07.EXAMPLE.ORG: "): its first label has a capital and a digit, each label after it is lower case, upper case or
     * capitalized, and none ends as an exception's name does. A Python name starts with its module, in lower case
     * ("boto3.session.Session", "h5py.File"), and its capitals are a class's, inside a word ("DistBackendError").
     */
    private static final Pattern CAPITALS_DNS = Pattern.compile(
            "(?=[a-z0-9-]*[A-Z])(?=[A-Za-z-]*\\d)[A-Za-z0-9-]+(?:\\.(?:[A-Z0-9-]+|[A-Z]?[a-z0-9-]+))+(?<!Error|Exception|Warning)");

    /** A host's name: dotted only as a DNS name, not all digits, no program's or Python module's name. */
    private static boolean isHostName(String h) {
        if (DIGITS.matcher(h).matches()) {
            return false;
        }
        if (h.contains(".") && !LOWER_DNS.matcher(h).matches() && !CAPITALS_DNS.matcher(h).matches()) {
            return false; // a Python name (torch.distributed.DistBackendError), not a host
        }
        if (PYTHON_MODULE.matcher(h).matches()) {
            return false;
        }
        if (DOTTED_NUMBER.matcher(h).matches() && !IPV4.matcher(h).matches()) {
            return false; // a version number, not an address
        }
        if (NAME_AND_VERSION.matcher(h).matches()) {
            return false; // a program's name and its version ("paddle1.8: " labelling a command), not a host
        }
        return !NOT_A_HOST.matcher(h.toLowerCase(Locale.ROOT)).matches() && !KERNEL_DEVICE.matcher(h).matches()
                && !KEYWORDS.contains(h.toLowerCase(Locale.ROOT));
    }

    /**
     * Open MPI's and PMIx's {@code [host:pid]}: the brackets and the pid say it is a host, so one without a digit counts
     * ({@code [debanjan:12799]}), but not a source file's {@code [train.py:12]} or a level's {@code [INFO:3]}.
     */
    static boolean isBracketedHost(String h) {
        if (CAPITALS.matcher(h).matches() || SOURCE_FILE.matcher(h).matches()) {
            return false;
        }
        return isHostName(h);
    }

    /**
     * Ascend CANN's error codes, which start its error lines as "EI0006: [PID: 1292363] ...", "EH9999: Inner Error!" (E, the module's
     * letter, four digits): a code, never a pdsh host; upper case as CANN prints them, so that a node named "ei0001" stays a host.
     */
    private static final Pattern ASCEND_CODE = Pattern.compile("E[A-Z]\\d{4}");

    private static final Set<String> KEYWORDS = Set.of("e.g", "i.e", "note", "warning", "error");
}

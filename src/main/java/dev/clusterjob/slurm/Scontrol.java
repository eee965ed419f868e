package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code scontrol show job ID}: the controller's full record of a job, including the resolved
 * StdOut/StdErr paths that {@code logs --follow} tails. The output is {@code Key=Value} pairs,
 * several per line, records separated by blank lines. Values may contain blanks for the keys that
 * Slurm prints alone at the end of their line (JobName, Command, WorkDir, StdOut ...): those take
 * the rest of the line.
 */
public final class Scontrol {
    private static final Pattern KEY = Pattern.compile("(?:^|\\s)([A-Za-z][A-Za-z0-9_/:]*)=");
    private static final Pattern CONFIG_LINE = Pattern.compile("([A-Za-z][A-Za-z0-9_\\[\\]()]*) *= ?(.*)");
    private static final Set<String> REST_OF_LINE = Set.of(
            "JobName", "Command", "WorkDir", "StdOut", "StdErr", "StdIn", "Comment", "AdminComment", "SystemComment");

    private Scontrol() {
    }

    /** {@code scontrol show job ID}. */
    public static List<String> showJobArgv(String jobId) {
        return List.of("scontrol", "show", "job", jobId);
    }

    /**
     * {@code scontrol show node HOSTLIST}: one record per node (a hostlist expression such as
     * {@code node[1-2]} is expanded by scontrol; an unknown name fails with {@code Node X not found}).
     */
    public static List<String> showNodeArgv(String hostlist) {
        return List.of("scontrol", "show", "node", hostlist);
    }

    /** {@code scontrol show config}: the controller's configuration, one {@code Key = Value} line each. */
    public static List<String> showConfigArgv() {
        return List.of("scontrol", "show", "config");
    }

    /**
     * Parses {@code scontrol show config}: each {@code Key = Value} line (the key padded with blanks,
     * then {@code " = "}) in output order; the header ({@code Configuration data as of ...}), the trailing
     * {@code Slurmctld(primary) at HOST is UP} and blank lines are skipped, {@code (null)} is kept as text.
     */
    public static Map<String, String> parseConfig(String stdout) {
        Map<String, String> config = new LinkedHashMap<>();
        for (String line : stdout.split("\n")) {
            Matcher m = CONFIG_LINE.matcher(line);
            if (m.matches()) {
                config.putIfAbsent(m.group(1), m.group(2).strip());
            }
        }
        return config;
    }

    /** Slurm's ClusterName from {@code scontrol show config} output, null when the output has none. */
    public static String clusterName(String showConfigStdout) {
        String name = parseConfig(showConfigStdout).get("ClusterName");
        return name == null || name.isBlank() || name.equals("(null)") ? null : name;
    }

    /** Parses {@code scontrol show node}: NodeName, State and Reason of each record (Reason, alone on its line, keeps its blanks). */
    public static List<NodeInfo> parseNodes(String stdout) {
        List<NodeInfo> nodes = new ArrayList<>();
        for (Map<String, String> r : parseRecords(stdout)) {
            String name = r.get("NodeName");
            if (name != null) {
                nodes.add(new NodeInfo(name, nullish(r.get("State")), nullish(r.get("Reason"))));
            }
        }
        return nodes;
    }

    /** Splits the output into records of Key=Value (in output order). */
    public static List<Map<String, String>> parseRecords(String stdout) {
        List<Map<String, String>> records = new ArrayList<>();
        Map<String, String> cur = null;
        for (String raw : stdout.split("\n")) {
            String line = raw.stripTrailing();
            if (line.isEmpty()) {
                // An empty line ends a record. 24.11 also prints a line of blanks inside a node's record,
                // before its Reason= line (captures/slurm-24.11/scontrol-show-node-one-down.txt): not an end.
                if (raw.isEmpty()) {
                    cur = null;
                }
                continue;
            }
            Matcher m = KEY.matcher(line);
            List<int[]> keys = new ArrayList<>();
            while (m.find()) {
                keys.add(new int[] {m.start(1), m.end(1)});
            }
            for (int i = 0; i < keys.size(); i++) {
                String key = line.substring(keys.get(i)[0], keys.get(i)[1]);
                int valueStart = keys.get(i)[1] + 1;
                boolean rest = REST_OF_LINE.contains(key);
                int valueEnd = rest || i + 1 == keys.size() ? line.length() : keys.get(i + 1)[0];
                if (cur == null || (key.equals("JobId") || key.equals("NodeName") || key.equals("PartitionName")) && cur.containsKey(key)) {
                    cur = new LinkedHashMap<>();
                    records.add(cur);
                }
                cur.put(key, line.substring(valueStart, valueEnd).trim());
                if (rest) {
                    break;
                }
            }
        }
        return records;
    }

    /** Parses the records into jobs; a record without JobId is skipped. */
    public static List<JobInfo> parseJobs(String stdout) {
        List<JobInfo> jobs = new ArrayList<>();
        for (Map<String, String> r : parseRecords(stdout)) {
            String id = r.get("JobId");
            if (id == null) {
                continue;
            }
            String arrayJob = r.get("ArrayJobId");
            String arrayTask = r.get("ArrayTaskId");
            if (arrayJob != null && arrayTask != null && arrayTask.matches("[0-9]+")) {
                id = arrayJob + "_" + arrayTask;
            }
            String user = r.get("UserId");
            if (user != null && user.indexOf('(') > 0) {
                user = user.substring(0, user.indexOf('('));
            }
            jobs.add(JobInfo.builder(id, JobState.parse(r.get("JobState"))).name(r.get("JobName"))
                    .elapsed(Squeue.blankToNull(r.get("RunTime"))).nodes(Squeue.leadingInt(r.get("NumNodes")))
                    .nodeList(Squeue.nodeList(r.get("NodeList"))).reason(Squeue.reason(r.get("Reason")))
                    .exit(ExitStatus.parse(r.get("ExitCode"))).comment(nullish(r.get("Comment")))
                    .stdout(nullish(r.get("StdOut"))).stderr(nullish(r.get("StdErr"))).workDir(nullish(r.get("WorkDir")))
                    .user(nullish(user)).build());
        }
        return jobs;
    }

    private static String nullish(String s) {
        String t = Squeue.blankToNull(s);
        return t == null || t.equals("(null)") ? null : t;
    }
}

package dev.clusterjob.explain;

import dev.clusterjob.slurm.BatchDirectives;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a batch script asks Slurm for, read from its {@code #SBATCH} lines the way sbatch reads them
 * ({@link BatchDirectives}: only the comment block before the first command, first column only; later
 * options win; {@code #SBATCH hetjob} starts the next component of a heterogeneous job), with the line of each option.
 *
 * @param components one per het-job component (one for a normal job)
 * @param jobName --job-name, or null
 * @param unsupported options the simulation cannot follow (e.g. --array), with their lines
 */
public record JobRequest(List<Component> components, String jobName, Map<String, Integer> unsupported) {

    /** One component's options; null where the script does not say. */
    public record Component(Integer nodes, Integer ntasks, Integer ntasksPerNode, Integer cpusPerTask, Integer gpusPerNode,
                            Integer gpus, Integer gpusPerTask, String partition, boolean exclusive, String nodelist,
                            Map<String, Integer> lines) {
        public Component {
            lines = Map.copyOf(lines);
        }

        /** The line of option {@code name} (long name without dashes), or 0. */
        public int line(String name) {
            return lines.getOrDefault(name, 0);
        }

        Component with(String name, String value, int line) {
            Integer n = value == null ? null : number(value);
            Map<String, Integer> l = new LinkedHashMap<>(lines);
            l.put(name, line);
            return switch (name) {
                case "nodes" -> new Component(number(value.split("-")[0]), ntasks, ntasksPerNode, cpusPerTask, gpusPerNode, gpus,
                        gpusPerTask, partition, exclusive, nodelist, l);
                case "ntasks" -> new Component(nodes, n, ntasksPerNode, cpusPerTask, gpusPerNode, gpus, gpusPerTask, partition,
                        exclusive, nodelist, l);
                case "ntasks-per-node" -> new Component(nodes, ntasks, n, cpusPerTask, gpusPerNode, gpus, gpusPerTask, partition,
                        exclusive, nodelist, l);
                case "cpus-per-task" -> new Component(nodes, ntasks, ntasksPerNode, n, gpusPerNode, gpus, gpusPerTask, partition,
                        exclusive, nodelist, l);
                case "gpus-per-node" -> new Component(nodes, ntasks, ntasksPerNode, cpusPerTask, gpuCount(value), gpus, gpusPerTask,
                        partition, exclusive, nodelist, l);
                case "gpus" -> new Component(nodes, ntasks, ntasksPerNode, cpusPerTask, gpusPerNode, gpuCount(value), gpusPerTask,
                        partition, exclusive, nodelist, l);
                case "gpus-per-task" -> new Component(nodes, ntasks, ntasksPerNode, cpusPerTask, gpusPerNode, gpus, gpuCount(value),
                        partition, exclusive, nodelist, l);
                case "partition" -> new Component(nodes, ntasks, ntasksPerNode, cpusPerTask, gpusPerNode, gpus, gpusPerTask, value,
                        exclusive, nodelist, l);
                case "exclusive" -> new Component(nodes, ntasks, ntasksPerNode, cpusPerTask, gpusPerNode, gpus, gpusPerTask, partition,
                        true, nodelist, l);
                case "nodelist" -> new Component(nodes, ntasks, ntasksPerNode, cpusPerTask, gpusPerNode, gpus, gpusPerTask, partition,
                        exclusive, value, l);
                default -> this;
            };
        }

        static Component empty() {
            return new Component(null, null, null, null, null, null, null, null, false, null, Map.of());
        }
    }

    /** The request of {@code script}: its {@code #SBATCH} lines as sbatch reads them ({@link BatchDirectives}). */
    public static JobRequest parse(String script) {
        List<Component> done = new ArrayList<>();
        String jobName = null;
        Map<String, Integer> unsupported = new LinkedHashMap<>();
        for (List<BatchDirectives.Line> block : BatchDirectives.blocks(script)) {
            Component current = Component.empty();
            for (BatchDirectives.Option o : BatchDirectives.options(block)) {
                String name = o.name();
                String value = o.value();
                if (name.equals("gres")) {
                    Integer g = gresGpus(value);
                    if (g == null) {
                        continue;
                    }
                    name = "gpus-per-node";
                    value = String.valueOf(g);
                }
                if (name.equals("job-name")) {
                    jobName = value;
                } else if (name.equals("array")) {
                    unsupported.put("--array=" + value + " (a job array: one job per index; explain simulates one)", o.line());
                } else if (value != null || name.equals("exclusive")) {
                    current = current.with(name, value, o.line());
                }
            }
            done.add(current);
        }
        return new JobRequest(List.copyOf(done), jobName, unsupported);
    }

    /** The GPU count of a --gres value (gpu:8, gpu:h800:8, gpu), or null when it names no GPU. */
    static Integer gresGpus(String value) {
        if (value == null) {
            return null;
        }
        for (String part : value.split(",")) {
            if (part.equals("gpu") || part.startsWith("gpu:")) {
                String[] f = part.split(":");
                Integer n = number(f[f.length - 1]);
                return n == null ? 1 : n;
            }
        }
        return null;
    }

    /** A --gpus style count: 8, or h800:8. */
    static Integer gpuCount(String value) {
        if (value == null) {
            return null;
        }
        String[] f = value.split(":");
        return number(f[f.length - 1]);
    }

    static Integer number(String s) {
        if (s == null || !s.matches("\\d{1,6}")) {
            return null;
        }
        return Integer.valueOf(s);
    }
}

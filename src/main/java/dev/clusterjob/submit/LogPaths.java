package dev.clusterjob.submit;

import dev.clusterjob.slurm.FilenamePattern;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.slurm.JobInfo;

import java.nio.file.Path;

/**
 * Where a job's standard output and error go, from its --output/--error patterns as sbatch reads
 * them: no --output means {@code slurm-%j.out}, no --error means stderr shares the output file,
 * a relative pattern is relative to the job's working directory.
 *
 * @param stderr null when stderr goes to the stdout file
 */
public record LogPaths(Path stdout, Path stderr) {
    /** sbatch's default output pattern (sbatch(1) --output). */
    public static final String DEFAULT_OUTPUT = "slurm-%j.out";

    /**
     * Expands the patterns for one job; null when a pattern needs {@code %N} and the job has no node
     * yet. {@code nodeList} is the allocation (its first host is %N).
     */
    public static LogPaths resolve(String outPattern, String errPattern, String workDir, String jobId, String name,
                                   String user, String nodeList) {
        String out = outPattern == null || outPattern.isBlank() ? DEFAULT_OUTPUT : outPattern;
        String firstNode = nodeList == null ? null : Hostlist.expand(nodeList, "node list").get(0);
        if (firstNode == null && (FilenamePattern.needsNode(out) || errPattern != null && FilenamePattern.needsNode(errPattern))) {
            return null;
        }
        FilenamePattern.Context c = new FilenamePattern.Context(jobId, name, user, firstNode, null, null);
        Path base = Path.of(workDir == null ? "." : workDir);
        Path o = base.resolve(FilenamePattern.expand(out, c)).normalize();
        Path e = errPattern == null || errPattern.isBlank() ? null : base.resolve(FilenamePattern.expand(errPattern, c)).normalize();
        return new LogPaths(o, e == null || e.equals(o) ? null : e);
    }

    /**
     * The paths of job {@code j} from its journal entry {@code e} (the patterns as submitted), else from what
     * scontrol said ({@link JobInfo#stdout()}); null when neither knows them or %N has no node yet.
     */
    public static LogPaths of(JobInfo j, Journal.Entry e) {
        String nodes = j.nodeList() != null ? j.nodeList() : e != null ? e.nodeList() : null;
        if (nodes != null && (nodes.isBlank() || nodes.equals("None assigned") || nodes.startsWith("("))) {
            nodes = null;
        }
        if (e != null) {
            return resolve(e.stdout(), e.stderr(), e.workDir(), j.id(), e.name() != null ? e.name() : j.name(), e.user(), nodes);
        }
        return j.stdout() == null ? null : resolve(j.stdout(), j.stderr(), j.workDir(), j.id(), j.name(), j.user(), nodes);
    }
}

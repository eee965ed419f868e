package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.ssh.RemoteFiles;
import dev.clusterjob.fs.AtomicFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Upload staging of a remote submit: the --upload files, then each script into a folder of its own on the login node. */
public final class Uploads {
    /** Where remote jobs run when neither --remote-dir nor login.remote_dir says: a directory of clusterjob's own. */
    public static final String DEFAULT_REMOTE_DIR = "~/.clusterjob/jobs";
    /** Under the remote working directory: one folder per submission holding its script (the script keeps its name: sbatch's default job name). */
    static final String REMOTE_SCRIPTS = ".clusterjob";

    private Uploads() {
    }

    /** A file to upload and its path relative to the remote working directory. */
    record Upload(Path local, String remote) {
    }

    /** The --upload files (directories walked), each with its place under the remote working directory; bad input before anything is sent. */
    static List<Upload> walk(Path cwdGiven, List<Path> uploads) {
        Path cwd = cwdGiven.toAbsolutePath().normalize();
        List<Upload> out = new ArrayList<>();
        for (Path u : uploads) {
            Path abs = cwd.resolve(u).normalize();
            if (!Files.exists(abs)) {
                throw ClusterjobException.badInput("--upload " + u, "no such file or directory");
            }
            Path base = abs.startsWith(cwd) && !abs.equals(cwd) ? cwd : abs.getParent();
            List<Path> files;
            try (Stream<Path> walk = Files.walk(abs)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            } catch (IOException e) {
                throw ClusterjobException.badInput("--upload " + u, "cannot read: " + e.getMessage());
            }
            if (files.isEmpty()) {
                throw ClusterjobException.badInput("--upload " + u, "holds no regular file");
            }
            for (Path f : files) {
                String rel = base.relativize(f).toString();
                if (out.stream().noneMatch(x -> x.remote().equals(rel))) {
                    out.add(new Upload(f, rel));
                }
            }
        }
        return out;
    }

    /**
     * Sends everything to the login node before the first sbatch: the remote working directory
     * (created when missing), the --upload files into it, then each script into its own folder
     * {@code WORKDIR/.clusterjob/<8 hex of its tag>/} (its file name kept: sbatch names the job after it).
     * Returns the submissions as they run there.
     */
    static List<Submitter.Prepared> send(RemoteFiles files, List<Submitter.Prepared> prepared, List<Upload> extra, String workDir,
                                         Path localScripts) {
        String w = files.makeDirectories(workDir);
        for (Upload u : extra) {
            String rel = u.remote();
            int slash = rel.lastIndexOf('/');
            files.upload(u.local(), slash < 0 ? w : join(w, rel.substring(0, slash)));
        }
        List<Submitter.Prepared> out = new ArrayList<>();
        for (Submitter.Prepared p : prepared) {
            String remoteScript;
            if (p.rendered() && p.script().startsWith(localScripts)) {
                // Rendered into the state dir by default: only the remote copy is kept (the journal names it).
                remoteScript = uploadText(files, p, scriptDir(w, p));
            } else {
                if (p.rendered()) {
                    write(p.script(), p.text());
                }
                remoteScript = files.upload(p.script(), scriptDir(w, p));
            }
            out.add(p.onLoginNode(remoteScript, w));
        }
        return out;
    }

    /** Uploads a rendered script from a temporary local copy with the script's name. */
    private static String uploadText(RemoteFiles files, Submitter.Prepared p, String remoteDir) {
        Path tmp = null;
        try {
            tmp = Files.createTempDirectory("clusterjob-upload-");
            Path f = tmp.resolve(p.script().getFileName().toString());
            AtomicFile.write(f, p.text(), true);
            return files.upload(f, remoteDir);
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "cannot stage " + p.script().getFileName() + " for upload: " + e.getMessage());
        } finally {
            if (tmp != null) {
                try (Stream<Path> s = Files.walk(tmp)) {
                    s.sorted(Comparator.reverseOrder()).forEach(x -> x.toFile().delete());
                } catch (IOException ignored) {
                    // a leftover temporary copy is harmless
                }
            }
        }
    }

    static String scriptDir(String workDir, Submitter.Prepared p) {
        return join(workDir, REMOTE_SCRIPTS + "/" + p.tag().substring(Submitter.TAG_PREFIX.length(), Submitter.TAG_PREFIX.length() + 8));
    }

    static String join(String dir, String rel) {
        return dir.endsWith("/") ? dir + rel : dir + "/" + rel;
    }

    /** Writes a rendered script where its spec said (bad input when it cannot). */
    static void write(Path script, String text) {
        try {
            AtomicFile.write(script, text, true);
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.USAGE, script + ": cannot write the rendered script: " + e.getMessage());
        }
    }
}

package dev.clusterjob.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What bash's parser says of a script read without running anything, as {@code bash -n} reads it, from one bash for
 * all the scripts a test class checks. That bash reads each script with {@code .} in a subshell of its own (a fork, no
 * new bash), the script's first line starting with {@code set -n;}, so noexec holds from the script's first command on,
 * as it does for {@code bash -n} (and nothing, {@code set +n} included, runs after it); the line numbers stay the
 * script's. A new {@code bash -n} per script cost about 12 ms of CPU, a fork about 5.
 */
public final class BashSyntaxCheck implements AutoCloseable {
    private static final String LOOP = "while IFS= read -r f; do ( . \"$f\" ) < /dev/null > /dev/null 2> \"$1\"; echo \"$?\"; done";

    private Path dir;
    private Process bash;
    private PrintWriter toBash;
    private BufferedReader fromBash;

    /** Null when {@code script} parses, else bash's message (each line starting with the path of a file named check.sh). */
    public synchronized String errorOf(String script) throws IOException {
        if (bash == null || !bash.isAlive()) {
            start();
        }
        Files.writeString(dir.resolve("check.sh"), "set -n;" + script);
        toBash.println(dir.resolve("check.sh"));
        String status = fromBash.readLine();
        if (status == null || !status.matches("[0-9]+")) {
            throw new IllegalStateException("the parsing bash answered: " + status);
        }
        return status.equals("0") ? null : Files.readString(dir.resolve("check.err"), StandardCharsets.UTF_8);
    }

    private void start() throws IOException {
        if (dir == null) {
            dir = Files.createTempDirectory("cj-bash-syntax").toAbsolutePath();
        }
        if (dir.toString().contains("\n")) {
            throw new IllegalStateException("a temporary folder with a newline in its name: " + dir);
        }
        bash = new ProcessBuilder("bash", "-c", LOOP, "parser", dir.resolve("check.err").toString()).redirectErrorStream(true).start();
        toBash = new PrintWriter(new OutputStreamWriter(bash.getOutputStream(), StandardCharsets.UTF_8), true);
        fromBash = new BufferedReader(new InputStreamReader(bash.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Ends the parsing bash (it reads end of input and exits) and deletes its files. */
    @Override
    public synchronized void close() throws IOException {
        if (bash != null) {
            toBash.close();
            bash.destroy();
            bash = null;
        }
        if (dir != null) {
            TempTrees.delete(dir);
            dir = null;
        }
    }
}

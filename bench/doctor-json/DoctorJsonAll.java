import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * `clusterjob doctor --json LOG` for every .log in a directory, in one JVM (Main.run, as the tests call it): writes
 * OUT/LOG.json with the output, what went to stderr and the exit code. Run with a jar on the class path
 * (bench/doctor-json.sh): two builds whose OUT directories are equal byte for byte printed the same findings.
 * Usage: java -cp JAR bench/doctor-json/DoctorJsonAll.java LOG_DIR OUT
 */
public final class DoctorJsonAll {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        try (Stream<Path> logs = Files.list(Path.of(args[0]))) {
            for (Path p : logs.filter(p -> p.toString().endsWith(".log")).sorted().toList()) {
                StringWriter o = new StringWriter();
                StringWriter e = new StringWriter();
                int rc = dev.clusterjob.Main.run(new String[] {"doctor", "--json", p.toString()}, new PrintWriter(o), new PrintWriter(e));
                Files.writeString(out.resolve(p.getFileName() + ".json"), o + "\n--stderr--\n" + e + "\n--exit " + rc + "\n", StandardCharsets.UTF_8);
            }
        }
    }
}

import dev.clusterjob.doctor.DoctorRules;
import dev.clusterjob.doctor.LogDoctor;
import dev.clusterjob.doctor.NodeMap;
import dev.clusterjob.know.Finding;

import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Doctor's own work on many small logs, as the doctor tests do it: one LogDoctor (the bundled rules) diagnoses the text of
 * every .log in a directory, PASSES times, in one JVM, without the command line around it (bench/doctor-json/DoctorJsonAll.java
 * times `clusterjob doctor --json` per log, its options parsed each time). Prints the number of logs and a digest of every
 * finding (all its fields): two builds that print the same line found the same. Run with a jar on the class path
 * (bench/doctor-cpu.sh).
 * Usage: java -cp JAR:CLASSES DoctorPassAll LOG_DIR [PASSES]
 */
public final class DoctorPassAll {
    public static void main(String[] args) throws Exception {
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        List<String> texts = new ArrayList<>();
        try (Stream<Path> logs = Files.list(Path.of(args[0]))) {
            for (Path p : logs.filter(p -> p.toString().endsWith(".log")).sorted().toList()) {
                texts.add(Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        LogDoctor doctor = new LogDoctor(DoctorRules.bundled());
        long digest = 0;
        for (int k = 0; k < passes; k++) {
            for (String text : texts) {
                // a buffer no larger than the text, as the doctor tests read their pastes
                BufferedReader in = new BufferedReader(new StringReader(text), Math.max(1, Math.min(8192, text.length())));
                for (Finding f : doctor.diagnose("pasted.log", in, NodeMap.empty())) {
                    digest = digest * 31 + f.toString().hashCode(); // its text: an enum's hashCode differs from one JVM to the next
                }
                digest = digest * 31 + 1;
            }
        }
        System.out.println(texts.size() + " logs x " + passes + " passes, findings digest " + digest);
    }
}

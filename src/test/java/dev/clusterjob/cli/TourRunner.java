package dev.clusterjob.cli;

import dev.clusterjob.Main;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * For {@link ReadmeTourTest}: runs several clusterjob command lines in ONE JVM, in its working directory (a process
 * is needed for that: the tests' own JVM works in the repository). Input: a file with one command per line, its words
 * separated by NUL; output: each command's exit code, one per line (what the commands print is dropped).
 */
public final class TourRunner {
    private TourRunner() {
    }

    public static void main(String[] args) throws Exception {
        PrintWriter sink = new PrintWriter(OutputStream.nullOutputStream());
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            List<String> words = List.of(line.split("\0"));
            System.out.println(Main.run(words.toArray(String[]::new), sink, sink));
        }
    }
}

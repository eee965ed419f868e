package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The text in front of an escaped string's opening quote and its closing quote stay off the string's lines: real leads from
 * the corpus (a repr behind {@code stderr = '}, a JSON key, gRPC's {@code "grpc_message":"} after short values, an exception
 * that quotes a command before the output, a build step's {@code message: "}), Python's forms without blanks or with a
 * {@code b} prefix, and lines whose quote is no such string's.
 */
class EscapedStringTest {
    /** A corpus log's physical line (1-based), exactly as published. */
    private static String corpusLine(String file, int number) throws IOException {
        return Files.readAllLines(Path.of("src/test/resources/realworld/doctor", file), StandardCharsets.UTF_8).get(number - 1);
    }

    /** payu-699: the name and its quote are no line's; the last line ends where the string did, without the quote. */
    @Test
    void aReprBehindANameStartsAtItsQuote() throws IOException {
        List<String> lines = EscapedString.lines(corpusLine("payu-699-read-only-dot-cache-stderr-repr.log", 1));
        assertEquals("Traceback (most recent call last):", lines.get(0));
        assertEquals("OSError: [Errno 30] Read-only file system: '/.cache'", lines.get(lines.size() - 1));
    }

    /** av-hubert-19, kubeflow-trainer-1638: torchelastic's error file, the key on the line before the traceback. */
    @Test
    void aJsonKeyIsNoLine() throws IOException {
        for (String[] at : new String[][] {{"av-hubert-19-rendezvous-timeout-error-handler-json.log", "5"},
                {"kubeflow-trainer-1638-rendezvous-closed-etcd-json.log", "8"}}) {
            List<String> lines = EscapedString.lines(corpusLine(at[0], Integer.parseInt(at[1])));
            assertEquals("Traceback (most recent call last):", lines.get(0), at[0]);
        }
    }

    /** levanter-432: the short values before gRPC's message close before its first line end; the message's key opens it. */
    @Test
    void aShortValueOpensNoString() throws IOException {
        List<String> lines = EscapedString.lines(corpusLine("levanter-432-multihost-broadcast-barrier-timed-out-grpc.log", 16));
        assertEquals(":{\"created\":\"@1706211255.371885374\",\"description\":\"Error received from peer ipv4:10.142.0.55:8476\","
                + "\"file\":\"external/com_github_grpc_grpc/src/core/lib/surface/call.cc\",\"file_line\":1056,\"grpc_message\":", lines.get(0));
        assertEquals("Barrier timed out. Barrier_id: multihost_broadcast_sync0. Timed out task names:", lines.get(1));
        assertEquals(List.of("/job:jax_worker/replica:0/task:3", "/job:jax_worker/replica:0/task:0", "\",\"grpc_status\":4}"),
                lines.subList(2, 5));
    }

    /** webknossos-libs-1237: a log call's lead with a quoted command in it stays a line; sbatch's lines follow, unquoted. */
    @Test
    void aSentenceLeadStaysALine() throws IOException {
        List<String> lines = EscapedString.lines(corpusLine("webknossos-libs-1237-commanderror-escaped-newline-sbatch-invalid-feature.log", 14));
        assertEquals(List.of("cluster_tools._utils.call.CommandError: 'sbatch --parsable <redacted>.sh' exited with status 1:",
                "sbatch: error: memory limit must be provided for shared jobs",
                "sbatch: error: Batch job submission failed: Invalid feature specification"), lines);
    }

    /** vertex-ai-samples-1504: a build step's {@code message: "}, the string cut at the line's end (no closing quote). */
    @Test
    void aKeyInASentenceOpensTheString() throws IOException {
        List<String> lines = EscapedString.lines(corpusLine("vertex-ai-samples-1504-replica-workerpool1-1-exited-step-prefix.log", 5));
        assertEquals("Step #4: message:", lines.get(0));
        assertEquals("The replica workerpool1-1 exited with a non-zero status of 1. Termination reason: Error. ", lines.get(1));
        assertEquals("Traceback (most recent call last):", lines.get(2));
    }

    /** Python's own forms: keyword arguments' {@code stderr=b'...'} (the call before it a line), a dict's {@code 'stderr': '...'}, a closing bracket after. */
    @Test
    void pythonsFormsLoseTheirLeadAndQuotes() {
        assertEquals(List.of("CompletedProcess(args=['srun'], returncode=1, stderr=", "srun: error: node7: task 3: Exited with exit code 1",
                "srun: Terminating StepId=12.0"),
                EscapedString.lines("CompletedProcess(args=['srun'], returncode=1, stderr=b'srun: error: node7: task 3: Exited with exit code 1\\n"
                        + "srun: Terminating StepId=12.0\\n')"));
        assertEquals(List.of("Traceback (most recent call last):", "RuntimeError: NCCL error"),
                EscapedString.lines("{'stderr': 'Traceback (most recent call last):\\nRuntimeError: NCCL error\\n'}"));
        assertEquals(List.of("Traceback (most recent call last):", "RuntimeError: it's \"x\""),
                EscapedString.lines("repr: \"Traceback (most recent call last):\\nRuntimeError: it's \\\"x\\\"\\n\","));
    }

    /** A repr of one line: its only line end closes it, and the quote closes the line; a line end inside stays as written. */
    @Test
    void aStringOfOneLineLosesItsLeadAndQuotes() {
        assertEquals(List.of("srun: error: Unable to create step for job 42: Invalid generic resource (gres) specification"),
                EscapedString.lines("stderr = 'srun: error: Unable to create step for job 42: Invalid generic resource (gres) specification\\n'"));
        assertEquals(List.of("job 42 failed, stderr:", "OSError: [Errno 28] No space left on device"),
                EscapedString.lines("job 42 failed, stderr: \"OSError: [Errno 28] No space left on device\\n\")"));
        for (String s : List.of("stderr = 'a\\nb'", "stderr = ' \\n'", "x = 'C:\\new\\n'", "stderr = 'a\\n' + rest")) {
            assertEquals(List.of(s), EscapedString.lines(s), s);
        }
    }

    /**
     * Quotes that open no string of this kind keep the line whole: aiida-core-5870's source line (a call's argument, no
     * assignment) and dask-cuda-639's exception (the string inside a call); lc0-927's Windows path, a Docker JSON record
     * with one line end and a JSON log line that is no stderr dump stay one line.
     */
    @Test
    void otherQuotesKeepTheirText() throws IOException {
        assertEquals(" |     raise SchedulerError(f'Error during submission, retval={retval}",
                EscapedString.lines(corpusLine("aiida-core-5870-verdi-report-pipe-stderr-invalid-account.log", 19)).get(0));
        String xgboost = EscapedString.lines(corpusLine("dask-cuda-639-xgboost-exception-nccl-failure-unhandled-system-error.log", 1)).get(0);
        assertTrue(xgboost.startsWith("Exception: XGBoostError('[09:20:12] /workspace/xgboost/"), xgboost);
        for (String s : List.of(corpusLine("lc0-927-error-cuda-error-out-of-memory-windows-path.log", 1),
                "{\"log\":\"NCCL WARN Call to connect returned Connection refused\\n\",\"stream\":\"stderr\"}",
                "{\"level\":\"error\",\"host\":\"node3\",\"msg\":\"rank 2: NCCL timeout\",\"path\":\"C:\\\\jobs\\\\n1\"}")) {
            assertEquals(List.of(s), EscapedString.lines(s), s);
        }
    }
}

package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Evaluation harnesses run on several GPUs or nodes as their users paste them: OpenCompass's runner summary of a task whose command
 * the shell did not find ({@code TASK failed with code 127} after the logger's {@code summarize - LINE - } prefix, or a task name
 * with its model and dataset in brackets as a title writes it), in the 2023 task names and today's; and the near-misses: another
 * exit code in the same summary, another tool's "failed with code". Columns: the codes of the findings in order ("-": none), the
 * host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledEvalHarnessWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            12/13 01:45:41 - OpenCompass - ERROR - /workspace/opencompass-main/opencompass/runners/base.py - summarize - 63 - OpenICLEval[mymodel_roberta/siqa] failed with code 127 ¦ launch.command-not-found ¦  ¦  ¦ opencompass issue 696: SlurmRunner's eval task, the summary line
            [Bug] 使用Slurm运行时报错OpenICLInfer[mymodel_roberta/siqa] failed with code 127 ¦ launch.command-not-found ¦  ¦  ¦ opencompass issue 696: the title, the task name glued to the Chinese text before it
            11/09 16:33:55 - OpenCompass - ERROR - /checkpoint/binary/train_package/opencompass/runners/base.py - summarize - 63 - qwen-vl-chat-opencompass.MMBenchDataset-opencompass.DumpResults failed with code 127 ¦ launch.command-not-found ¦  ¦  ¦ the 2023 task name without brackets, the summary line alone
            SubjectiveEval[judge-qwen/alignment_bench] failed with code 127 ¦ launch.command-not-found ¦  ¦  ¦ the subjective evaluation task's name, without the logger's prefix
            05/11 10:27:04 - OpenCompass - ERROR - /x/opencompass/runners/base.py - summarize - 64 - OpenICLInfer[hf_qwen/cmb_test_0] failed with code 1 ¦ - ¦  ¦  ¦ near-miss: another exit code, the task's own error is in its .out file
            API request to http://localhost:5000/api/2.0/mlflow/runs/create failed with code 127 != 200, retrying up to 5 more times. ¦ tracker.failed ¦  ¦  ¦ near-miss: MLflow's own rule reads it, not this one; another tool's "failed with code", an HTTP status compared, not an exit code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}

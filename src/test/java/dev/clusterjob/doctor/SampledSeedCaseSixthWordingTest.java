package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from the seeds' case sampled a sixth time with a user's searches (issue 26: OpenRLHF, verl and LLaMA-Factory going from one node
 * to two under Ray), read from the programs' format strings. Ray's job head ({@code dashboard/modules/job/job_head.py}) answers a submission
 * it cannot hand to any dashboard agent with HTTP 500 {@code "No available agent to submit job, please try again later."}, which the job SDK
 * raises as {@code "RuntimeError: Request failed with status code %d: %s."}: {@code ray.job-agent-unavailable}. Ray Train's and Tune's
 * driver-side trainable re-raises a training worker's exception as {@code "RayTaskError(CLASS): ray::_Inner.train() (pid=%d, ip=%s, ...)"};
 * with no worker's own line in the log but Tune's report that the trial failed, that class is still the trial's error ({@code torch.exception}),
 * ahead of the trial's failed status; the trainable's line alone is no finding.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledSeedCaseSixthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            reporting  RuntimeError: Request failed with status code 500: No available agent to submit job, please try again later.. | ray.job-agent-unavailable |  |  | the real sentence (OpenRLHF issue 1236, Ray 2.55.0 on two nodes)
            I start a ray cluster with 2 nodes, and run recipe/dapo/run_dapo_qwen2.5_32b.sh . It reported "RuntimeError: Request failed with status code 500: No available agent to submit job, please try again later.." | ray.job-agent-unavailable |  |  | the real sentence (verl issue 768): the SDK's error quoted in prose
            No available agent to submit job, please try again later. | ray.job-agent-unavailable |  |  | the job head's response body alone (curl against /api/jobs/), composed from job_head.py
            `ray job submit` 报错 `No available agent to submit job` | ray.job-agent-unavailable |  |  | the message cut after its first clause and quoted in a Chinese sentence
            return Response(text="No available agent to submit job, please try again later.", status=500) | - |  |  | negative: the job head's own source line that returns the message
            if "No available agent" in str(e) and time.time() < deadline: | - |  |  | negative: a launcher's retry test of the words, no failure
            2025-03-16 08:16:12,458\tERROR tune_controller.py:1331 -- Trial task failed for trial TorchTrainer_86ea3_00000\\nray.exceptions.RayTaskError(AssertionError): ray::_Inner.train() (pid=1130341, ip=192.168.100.1, actor_id=702b3430e7c40aad6c5acf3c03000000, repr=TorchTrainer)\\n  File "/root/anaconda3/envs/train/lib/python3.10/site-packages/ray/tune/trainable/trainable.py", line 331, in train | torch.exception,orchestrator.replica-failed |  |  | the real lines (LLaMA-Factory issue 7327, Ray Train on three machines), the worker's own traceback cut away
            2025-03-16 08:16:12,458\tERROR tune_controller.py:1331 -- Trial task failed for trial TorchTrainer_0a1b2_00000\\nray.exceptions.RayTaskError(RuntimeError): ray::TrainTrainable.train() (pid=4121, ip=10.0.0.5, repr=TorchTrainer) | torch.exception,orchestrator.replica-failed |  |  | the trainable's header as Ray 2.x names a Train trainable, under Tune's trial status, composed from exceptions.py and tune_controller.py
            ray.exceptions.RayTaskError(RuntimeError): ray::TrainTrainable.train() (pid=4121, ip=10.0.0.5, repr=TorchTrainer) | - |  |  | negative: the trainable's line alone, without Tune's report that the trial failed, is no finding of its own (as a lone _Inner.train() line)
            ray.exceptions.RayTaskError(RuntimeError): ray::_Inner.train() (pid=1641548, ip=192.168.1.128, repr=TorchTrainer)\\nray.exceptions.RayTaskError(RuntimeError): ray::RayTrainWorker._RayTrainWorker__execute() (pid=1641581, ip=192.168.1.128, repr=<ray.train._internal.worker_group.RayTrainWorker object at 0x7f5cc4b4ee20>)\\nRuntimeError: NCCL | torch.exception | 192.168.1.128 |  | the worker's own header after the trainable's: the worker's line is the finding (as in the forum paste)
            the docs say a RayTaskError(ValueError): ray::_Inner.train() means the trial raised | - |  |  | negative: prose naming the class without the re-raised line's pid and ip
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

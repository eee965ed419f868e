package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Experiment trackers that fail and take a multi-GPU run down, not its training: wandb.init's service process that did not answer (wandb
 * 0.10's "Error communicating with backend", 0.11-0.12's "Error communicating with wandb process", 0.13+'s "Run initialization has timed
 * out", behind "wandb: ERROR ", in UsageError and CommError, under a rank or host prefix), a rank that logs to W&B without a run of its
 * own (wandb's preinit "You must call wandb.init() before ..."), MLflow's tracking server refusing a request (0.x's retry log line, 1.x-2.x
 * RestException and MlflowException, RESOURCE_ALREADY_EXISTS when every rank creates the experiment) are tracker.failed; wandb's own network
 * retries before the time-out make it internet.unreachable; and the negatives (the source line and a comment that quote the message, an
 * exists message without MLflow's error). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the
 * source. {@code \n} is a line break.
 */
class SampledTrackersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            wandb: ERROR Error communicating with wandb process\\nwandb: ERROR For more info see: https://docs.wandb.ai/library/init#init-start-error | tracker.failed |  |  | Megatron-LM (bigcode) issue 27: wandb 0.12's termerror in wandb_init.py
            wandb.errors.UsageError: Error communicating with wandb process\\ntry: wandb.init(settings=wandb.Settings(start_method='fork')) | tracker.failed |  |  | wandb issue 3018: the UsageError wandb_init.py raises after it (0.11-0.12)
            wandb: ERROR Error communicating with backend | tracker.failed |  |  | wandb issue 1409: wandb 0.10's wording
            wandb.errors.errors.CommError: Run initialization has timed out after 90.0 sec. Please try increasing the timeout with the `init_timeout` setting: `wandb.init(settings=wandb.Settings(init_timeout=120))`. | tracker.failed |  |  | wandb issue 8634: wandb_init.py 0.16+, CommError in wandb.errors.errors
            wandb: ERROR Run initialization has timed out after 60.0 sec. \\nPlease refer to the documentation for additional information: https://docs.wandb.ai/guides/track/tracking-faq | tracker.failed |  |  | wandb_init.py 0.13-0.15's wording, its second line after it
            [rank0]: wandb.errors.errors.CommError: Run initialization has timed out after 90.0 sec. | tracker.failed |  |  | wandb issue 7671: under torchrun's rank prefix
            gpu-node3: wandb: ERROR Error communicating with wandb process | tracker.failed | gpu-node3 |  | the same under pdsh's host prefix: names the node
            wandb.errors.Error: You must call wandb.init() before wandb.log() | tracker.failed |  |  | UniTraj pull request 23: wandb sdk/lib/preinit.py, a rank that never called wandb.init
            wandb.errors.Error: You must call wandb.init() before wandb.plot_table() | tracker.failed |  |  | SimpleTuner issue 304: the same from wandb.plot.scatter on the second GPU's process
            wandb.errors.Error: You must call wandb.init() before wandb.config["lr"] | tracker.failed |  |  | wandb sdk/lib/preinit.py PreInitObject: the item wording
            2019/03/11 17:31:08 ERROR mlflow.utils.rest_utils: API request to http://172.17.0.1:5000/api/2.0/preview/mlflow/experiments/create failed with code 500 != 200, retrying up to 2 more times. API response body: {"error_code": "RESOURCE_ALREADY_EXISTS", "message": "Experiment 'foobar' already exists."} | tracker.failed |  |  | mlflow issue 979: rest_utils.py 0.x's retry line, unwrapped
            mlflow.exceptions.RestException: RESOURCE_ALREADY_EXISTS: Experiment(name=/zejml/test_sz) already exists. | tracker.failed |  |  | mlflow issue 4123: RestException's "CODE: message" (1.x) from concurrent set_experiment
            mlflow.exceptions.MlflowException: API request to endpoint /api/2.0/mlflow/runs/create failed with error code 403 != 200. Response body: '' | tracker.failed |  |  | mlflow utils/rest_utils.py verify_rest_response (1.x-2.x): a refusal with no JSON body
            wandb: Network error (ConnectTimeout), entering retry loop.\\nwandb: ERROR Run initialization has timed out after 90.0 sec. | internet.unreachable |  |  | wandb issue 10044's shape: the service's own retries say the node cannot reach W&B
                raise wandb.Error(f"You must call wandb.init() before {name}()") | - |  |  | negative: preinit.py's source line in a traceback
                settings=wandb.Settings(start_method="fork"))  # to fix "Error communicating with wandb process" | - |  |  | negative: a script's comment that quotes the message
            INFO: Experiment 'foobar' already exists, using it | - |  |  | negative: an exists message without MLflow's error code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

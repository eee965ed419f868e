package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Training on AWS Trainium and Intel Gaudi across devices and nodes, as users paste it: the Neuron runtime's check that every rank of
 * a replica group loaded a program with the same collectives (ENC validate_neff_cc_ops and enc_load_operations, also behind Ray Train's
 * worker prefix and quoted in a sentence) is torch.collective-mismatch; hccl_demo's run script refusing its own settings before it
 * starts any rank (find_interface, get_mpi_prefix, validate_arguments, get_ranks_per_node, with its prefix once or twice) is
 * mpi.launcher-usage; and the negatives (another ENC error, the runtime's load failure alone, the script's run-time failures, the demo
 * binary's device acquire, the script's source lines). Columns: the codes of the findings in order ("-": none), the host and peer of
 * the first, the source. {@code \n} is a line break.
 */
class SampledNeuronGaudiWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2023-Oct-27 14:18:42.0222 35560:35755 ERROR   ENC:validate_neff_cc_ops                    [nec_dev 0] mismatching number of cc ops, expected 6 received 3. Check if ranks 1 and 0 are using the same neff | torch.collective-mismatch |  |  | aws-neuron-sdk issue 779: the runtime's ENC line on rank 1 of two trn1 instances
            (RayTrainWorker pid=12769, ip=10.1.161.26) 2023-Oct-27 14:18:42.0222 12923:13118 ERROR   ENC:validate_neff_cc_ops                    [nec_dev 0] mismatching number of cc ops, expected 3 received 6. Check if ranks 0 and 1 are using the same neff | torch.collective-mismatch | 10.1.161.26 |  | aws-neuron-sdk issue 779: rank 0's line behind Ray Train's worker prefix, which names the instance
            2023-Oct-27 14:18:42.0222 35560:35755 ERROR   ENC:enc_load_operations                     [nec_dev 0] failed to validate neff across the replica group | torch.collective-mismatch |  |  | the runtime's enc_load_operations line alone, where a paste cut the check's line before it
             `mismatching number of cc ops, expected 6 received 3. Check if ranks 1 and 0 are using the same neff`. | torch.collective-mismatch |  |  | aws-neuron-sdk issue 779: the check's text quoted in the description's prose
            2024-Nov-09 16:14:06.605467 66954:67403 ERROR   ENC:enc_parse_replica_groups                [nec_dev 2] replica groups (0/1) does not have myself 2 | neuron.collectives-failed |  |  | negative: another ENC error (a replica group a compiled program gives wrongly) stays the runtime's collectives failure
            2023-Oct-27 14:18:42.0222 35560:35755 ERROR  NMGR:kmgr_load_nn_post_metrics               Failed to load NN: /tmp/neuroncc_compile_workdir/facc2429/model.MODULE_1+d41d8cd9.neff, err: 1 | - |  |  | negative: the runtime's load failure alone names no mismatch
            Nrt::BuildGlobalComm failed on NeuronCores 0-1(2):  nrt_status=1, message="Non specific failure". | neuron.collectives-failed |  |  | ray issue 65070: the communicator across two trn1 instances without NEURON_RT_ROOT_COMM_ID, read at first sight
            2. HCCL demo error: [find_interface] MPI requires `--mca btl_tcp_if_include <interface>`. | mpi.launcher-usage |  |  | hccl_demo issue 42: the script's find_interface refusal in a numbered list, the option in backticks
            HCCL demo error: HCCL demo error: [find_interface] MPI requires --mca btl_tcp_if_include <interface> | mpi.launcher-usage |  |  | run_hccl_demo.py 2024-2025: exit_demo's message through log_error, the prefix twice as printed
            HCCL demo error: HCCL demo error: [get_mpi_prefix] MPI is not installed. Please install MPI or use HCCL demo in pure mode. | mpi.launcher-usage |  |  | run_hccl_demo.py get_mpi_prefix: --mpi without an MPI installed
            HCCL demo error: HCCL demo error: [validate_arguments] The option "--mpi" was not used, therefore the following arguments cannot be used: -H host1:8,host2:8 | mpi.launcher-usage |  |  | run_hccl_demo.py validate_arguments: MPI arguments without --mpi
            HCCL demo error: HCCL demo error: [get_ranks_per_node] The user did not set --ranks_per_node. lscpi command did not found number of ranks. Please provide --ranks_per_node. | mpi.launcher-usage |  |  | run_hccl_demo.py 2024-05: get_ranks_per_node's older wording
            HCCL demo error: HCCL demo exception: [run_test] Timeout occurred for python3 hccl_demo, terminating hccl demo, te=timeout, Processes: [] | - |  |  | negative: a run that started and timed out is no refusal of the settings
            HCCL demo error: HCCL demo error: [run_mpi_command] mpi command processes failed, terminating hccl demo. command: mpirun --allow-run-as-root -np 16 hccl_demo | - |  |  | negative: mpirun's ranks failed after the start; their own output says why
                            self.exit_demo(f'[find_interface] MPI requires --mca btl_tcp_if_include <interface>') | - |  |  | negative: the script's source line
            HCCL demo error: In function initDevice(): synDeviceAcquire(&resources.deviceHandle, nullptr) failed with synapse error: 20 | hpu.no-device |  |  | negative for the script's rule: the demo binary's device acquire keeps its own code
            [rank2]: RuntimeError: synNodeCreateWithId failed for node: batch_gemm with synStatus 26 [Generic failure]. . | torch.exception |  |  | LLaMA-Factory pull request 7275: the Gaudi bridge's node creation failure on rank 2, read at first sight as the rank's exception
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

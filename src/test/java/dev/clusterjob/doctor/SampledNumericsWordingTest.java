package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings of runs stopped by their own numerics (train.non-finite): DeepSpeed's loss scaler at its minimum, detectron2's and its
 * forks' non-finite loss, torch's anomaly mode finding NaN in a backward function, the "Loss is nan, stopping training" exit of
 * torchvision's references, DETR, DeiT and MAE, and Megatron-LM's NaN checks of the grad norm and the loss (with the rank and the
 * node they name). Near-misses: the overflow INFO lines of a healthy fp16 run (DeepSpeed, apex), a logged grad_norm of nan, anomaly
 * mode's warning and the source lines that build these messages stay no error. Columns: the codes of the findings in order ("-": no
 * error), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledNumericsWordingTest extends WordingTable {
    @Override
    boolean warningsMayStand() {
        return true;
    }

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run. | train.non-finite |  |  | DeepSpeed runtime/fp16/loss_scaler.py update_scale (Firefly issue 68, 8 GPUs)
            [rank3]: Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run. | train.non-finite |  |  | the same under torchrun's rank prefix
            训练时loss=0，Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.是什么原因 | train.non-finite |  |  | the message quoted in a Chinese issue title (PoSE issue 16)
            FloatingPointError: Loss became infinite or NaN at iteration=0! | train.non-finite |  |  | detectron2 engine/train_loop.py write_metrics (uoais issue 16)
            FloatingPointError: Loss became infinite or NaN at iteration=1029!\\nloss_dict = {'loss_box_reg_stage0': tensor(nan, device='cuda:0', grad_fn=<MeanBackward0>)} | train.non-finite |  |  | detectron2's older _detect_anomaly with its loss_dict line (lvc issue 20)
            FloatingPointError: Loss became infinite or NaN at iteration=5593! loss_dict={'loss_cls': nan}. | train.non-finite |  |  | a fork's trainer writing the loss_dict on the same line
            RuntimeError: Function 'MulBackward0' returned nan values in its 0th output. | train.non-finite |  |  | torch autograd anomaly mode (csrc/autograd/engine.cpp)
            RuntimeError: Function 'DivBackward0' returned nan values in its 1th output. | train.non-finite |  |  | anomaly mode, another output index (svoice issue 78)
            RuntimeError: Function 'MulBackward0' returned nan values in its 0th output.\\n[2024-02-08 10:19:38,064] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: 1) local_rank: 1 (pid: 2702) of binary: /root/miniconda3/bin/python | train.non-finite,torch.child-failed |  |  | the rank's NaN before the elastic agent's report of its exit (SimpleTuner issue 304, 2 GPUs)
            Loss is nan, stopping training | train.non-finite |  |  | torchvision references/detection/engine.py, DETR and MAE engine.py print before sys.exit(1)
            Loss is inf, stopping training | train.non-finite |  |  | the same with an infinite loss
            **Loss is nan, stopping training** | train.non-finite |  |  | the same in markdown bold (ASTD issue 1)
            AssertionError: Rank 3: found NaN in local grad norm in backwards pass. Device: 3, node: gpu-node-07 | train.non-finite | gpu-node-07 |  | Megatron-LM core 0.4 clip_grads/param buffer check, with the node it names
            AssertionError: Rank 11: found NaN in local grad norm in backward pass before data-parallel communication collective. Device: 3, node: worker-2.cluster | train.non-finite | worker-2.cluster |  | Megatron-LM core 0.5-0.8 param_and_grad_buffer.py
            AssertionError: Rank 0: found NaN in local forward loss calculation. Device: 0, node: dgx-a100-01 | train.non-finite | dgx-a100-01 |  | Megatron-LM pretrain_gpt.py loss_func check
            [2022-07-05 16:30:10,797] [INFO] [logging.py:69:log_dist] [Rank 0] Overflow detected. Skipping step. Attempted loss scale: 8388608.0, reducing to 4194304.0 | - |  |  | near-miss: DeepSpeed's fused optimizer skipping a step, a healthy fp16 run (DeepSpeed issue 2069)
            [2021-11-27 00:36:54,800] [INFO] [stage2.py:1628:step] [deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 1, reducing to 1 | - |  |  | near-miss: ZeRO-2 at scale 1 still only skips (transformers issue 14531)
            [2022-07-05 16:30:10,796] [INFO] [fused_optimizer.py:382:_update_scale] \\nGrad overflow on iteration 9 | - |  |  | near-miss: the fused optimizer's overflow notice
            Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 32768.0 | - |  |  | near-miss: apex amp's dynamic loss scaler
            03/26 00:47:15 - mmengine - INFO - Epoch(train) [100][3200/4309]  base_lr: 2.0000e-03 lr: 5.9600e-05  eta: 11:01:50  time: 0.8353  data_time: 0.0056  memory: 7607  grad_norm: nan  loss: 1102.9471 | - |  |  | near-miss: a logged grad_norm of nan in a run that goes on (YOLO-World issue 190)
                        print("Loss is {}, stopping training".format(loss_value)) | - |  |  | near-miss: the source line that prints the message
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

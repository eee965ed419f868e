package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from reinforcement learning on GPU simulators (Isaac Gym, Isaac Sim and Isaac Lab, their rl_games and torchrun runs on
 * several GPUs), read from the programs' format strings. PhysX's GPU simulation reports a failed CUDA call through its error callback
 * ({@code "%s (%d) : %s : %s\n"} with {@code internal error}, or omni.physx's {@code "PhysX error: %s, FILE %s, LINE %d"}):
 * {@code SynchronizeStreams cuEventRecord failed}, {@code memcpy failed fail!}, {@code GPU %s fail to launch kernel!!}: a CUDA error,
 * {@code torch.cuda-error}. Omniverse Kit's Vulkan renderer that lost its device ({@code VkResult: ERROR_DEVICE_LOST}, {@code A GPU
 * crash occurred.}) is {@code torch.cuda-error} too; one that finds no Vulkan driver ({@code ERROR_INCOMPATIBLE_DRIVER}, {@code No
 * device could be created}, {@code Failed to create any GPU devices}) is {@code torch.no-gpu}. PhysX's other internal errors and
 * Vulkan's other results stay healthy. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledRoboticsRlWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            /buildAgent/work/99bede84aa0a52c2/source/gpucommon/include/PxgCudaUtils.h (54) : internal error : SynchronizeStreams cuEventRecord failed | torch.cuda-error |  |  | the real line (Isaac Gym's PhysX on four GPUs, a ProtoMotions issue)
            /buildAgent/work/99bede84aa0a52c2/source/gpunarrowphase/src/PxgNarrowphaseCore.cpp (2408) : internal error : memcpy failed fail!\\n  700 | torch.cuda-error |  |  | the real lines (the same issue)
            /builds/physx/source/gpucommon/include/PxgCudaUtils.h (61) : internal error : SynchronizeStreams cuStreamWaitEvent failed with error 700 | torch.cuda-error |  |  | PhysX 5.x's wording, composed from the format
            [omni.physx] PhysX error: SynchronizeStreams cuEventRecord failed with error 700 | torch.cuda-error |  |  | the line as a project's notes quote it (Isaac Sim)
            2025-05-04 10:16:56 [58,167ms] [Error] [omni.physx.plugin] PhysX error: GPU integrateCoreParallel fail to launch kernel!!, FILE /builds/omniverse/physics/physx/source/gpusolver/src/PxgSolverCore.cpp, LINE 512 | torch.cuda-error |  |  | omni.physx's wording, composed from the formats
            /home/u1/physx/source/scenequery/src/SqQuery.cpp (120) : internal error : PxScene::simulate: still simulating | - |  |  | negative: PhysX's own check, no CUDA call
            [omni.physx.plugin] PhysX error: PxArticulationReducedCoordinate::setMaxCOMLinearVelocity(): invalid value, FILE foo.cpp, LINE 3 | - |  |  | negative: a parameter warning of the scene
            2026-01-22T14:49:49Z [258,132ms] [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_DEVICE_LOST | torch.cuda-error |  |  | the real line (Isaac Sim 5.1 headless in its container)
            2026-01-22T14:49:49Z [258,132ms] [Error] [gpu.foundation.plugin] A GPU crash occurred. Exiting the application... | torch.cuda-error |  |  | the real line (the same issue)
            vk::Device::waitForFences: ErrorDeviceLost (VK_ERROR_DEVICE_LOST) | torch.cuda-error |  |  | Vulkan's own name of the result, composed
            [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_OUT_OF_DATE_KHR | - |  |  | negative: another Vulkan result (a window resized)
            2025-06-30 21:31:42 [1,468ms] [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER | torch.no-gpu |  |  | the real line (Isaac Sim 4.5 in Docker)
            2025-06-30 21:31:42 [1,469ms] [Error] [carb.graphics-vulkan.plugin] vkCreateInstance failed. Vulkan 1.1 is not supported, or your driver requires an update. | torch.no-gpu |  |  | the real line (the same issue)
            2025-06-30 21:31:43 [3,290ms] [Error] [omni.gpu_foundation_factory.plugin] Failed to create any GPU devices, including an attempt with compatibility mode. | torch.no-gpu |  |  | the real line (the same issue)
            2025-11-13 10:17:55 [4,939ms] [Error] [gpu.foundation.plugin] No device could be created. Some known system issues: | torch.no-gpu |  |  | Kit's wording, composed from the format
            [Info] [gpu.foundation.plugin] creating the device on GPU 1 | - |  |  | negative: the plugin's info line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

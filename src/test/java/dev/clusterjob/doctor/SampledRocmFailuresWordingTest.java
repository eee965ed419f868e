package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a batch of AMD Instinct / ROCm / RCCL failures sampled with the generic searches a user would make (issue 26), and
 * the same program's other releases' words from its format strings. rocminfo's CheckInitialState ({@code "ROCk module is NOT loaded,
 * possibly no GPU devices"}, and from ROCm 5.5 {@code "ROCk module is NOT live, possibly no GPU devices"} when amdgpu's initstate is
 * not live) says the host has no KFD driver: a node fault, so a HIP program's {@code hipErrorInvalidDevice} beside it, even on the
 * line before, follows from it; its group check ({@code "%s is not member of \"%s\" group, the default DRM access group. ..."})
 * names why /dev/kfd would not open. Columns: the codes of the findings in order ("-": no error), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledRocmFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            However, I got error: 'hipErrorInvalidDevice'(101) at square.cpp:61, when I tested square.cpp. \\nThen I found that rocminfo: "ROCk module is NOT loaded, possibly no GPU devices". | rocm.runtime-failed,torch.invalid-device-ordinal |  |  | the real lines (ROCm/hip 2265): HIP on a host without the amdgpu KFD driver
            ROCk module is NOT live, possibly no GPU devices | rocm.runtime-failed |  |  | rocminfo 5.5-7.x, composed from the format string (amdgpu's initstate not live)
            error: 'hipErrorInvalidDevice'(101) at square.cpp:61\\nROCk module is NOT live, possibly no GPU devices | rocm.runtime-failed,torch.invalid-device-ordinal |  |  | the same program's error before rocminfo 5.5's wording
            error: 'hipErrorInvalidDevice'(101) at square.cpp:61 | torch.invalid-device-ordinal |  |  | negative of the order: without rocminfo's line the HIP error stays the cause
            Test HIP failure common.cu:1129 'hipErrorNoDevice'\\nROCk module is NOT loaded, possibly no GPU devices | rocm.runtime-failed,torch.no-gpu |  |  | rccl-tests' HIPCHECK with hipErrorNoDevice before rocminfo's line, composed from the format strings: the driver explains it too
            ROCk module version 6.8.5 is loaded | - |  |  | negative: rocminfo 5.5-7.x on a host whose driver is up
            ROCk module is loaded | - |  |  | negative: rocminfo on a host whose driver is up (no version file)
            alice is not member of "render" group, the default DRM access group. Users must be a member of the "render" group or another DRM access group in order for ROCm applications to run successfully. | rocm.runtime-failed |  |  | rocminfo 2.5-7.x's group check, composed from the format string, the only line a cut paste keeps
            \u001b[31mUnable to open /dev/kfd read-write: Permission denied\u001b[0m\\n\u001b[31mbob is not member of "video" group, the default DRM access group. Users must be a member of the "video" group or another DRM access group in order for ROCm applications to run successfully.\u001b[0m | rocm.runtime-failed |  |  | rocminfo's two red lines, composed from the format strings: one event
            alice is member of render group | - |  |  | negative: rocminfo's check of a user in the group
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Recommendation models and embedding tables on several GPUs (fbgemm_gpu under TorchRec and NVIDIA's recsys examples, HugeCTR in
 * Merlin's containers), a second sample: the dynamic linker's "undefined symbol: %s" for a oneTBB symbol (tbb::detail::r1 of oneTBB
 * 2021+, tbb::internal of TBB 2020, their typeinfo names) with the object's path, behind fbgemm_gpu's "Could not load the library '%s':
 * %s", behind "symbol lookup error", at a line's start or after OSError, is launch.library-not-found (the TBB the module was built
 * against is not what the environment loads); bash's "I have no name!" as a prompt's user (a container started with another uid) names
 * the prompt's host as any user does. Negatives: the TBB symbol quoted inside a sentence, a torch symbol (cuda.version-mismatch as
 * before), a prompt whose command hands the work to other nodes. Columns: the codes of the findings in order ("-": none), the host and
 * peer of the first, the source. {@code \n} is a line break.
 */
class SampledRecommenderWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ERROR:root:Could not load the library 'fbgemm_gpu_py.so': /root/miniconda3/lib/python3.12/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN3tbb6detail2r117deallocate_memoryEPv | launch.library-not-found |  |  | recsys-examples issue 65: fbgemm_gpu 1.x logs the loader's error before raising it
            (hstu) root@autodl-container-64eb44b6f5-a462ac91:~/recsys-examples/corelib/dynamicemb# python -c 'import fbgemm_gpu'\\nERROR:root:Could not load the library 'fbgemm_gpu_py.so': /root/miniconda3/lib/python3.12/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN3tbb6detail2r117deallocate_memoryEPv | launch.library-not-found | autodl-container-64eb44b6f5-a462ac91 |  | the same under its conda-env prompt, which names the container
            OSError: /root/miniconda3/lib/python3.12/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN3tbb6detail2r117deallocate_memoryEPv | launch.library-not-found |  |  | FBGEMM issue 4334: the OSError the load raises
            /mnt/local_drive/badr/tmp/revdepcheck/StanHeaders_revdep/StanHeaders/revdep/checks/ProbReco/new/ProbReco.Rcheck/00LOCK-ProbReco/00new/ProbReco/libs/ProbReco.so: undefined symbol: _ZN3tbb8internal26task_scheduler_observer_v37observeEb | launch.library-not-found |  |  | an R package's load: TBB 2020's tbb::internal namespace
            undefined symbol: _ZN3tbb6detail2r18allocateERPNS0_2d117small_object_poolEmRKNS2_14execution_dataE | launch.library-not-found |  |  | a bundled executable's start: the loader's line without the object
            I have no name!@d93a12731a70:/hugectr/tools$ python ../samples/dcn/dcn_norm.py \\nRuntimeError: Runtime error: unhandled system error\\n        ncclGroupEnd() at ResourceManagerCore(/hugectr/HugeCTR/src/resource_managers/resource_manager_core.cpp:176) | nccl.system-error | d93a12731a70 |  | HugeCTR issue 287: a Merlin container started with docker run -u, whose uid has no passwd entry
            [I have no name!@d93a12731a70 tools]$ python ../samples/dcn/dcn_norm.py\\nRuntimeError: Runtime error: unhandled system error\\n        ncclGroupEnd() at ResourceManagerCore(/hugectr/HugeCTR/src/resource_managers/resource_manager_core.cpp:176) | nccl.system-error | d93a12731a70 |  | the same in the Red Hat-like prompt
            I have no name!@d93a12731a70:/hugectr/tools$ mpirun -np 2 python ../samples/dcn/dcn_norm.py\\nRuntimeError: Runtime error: unhandled system error\\n        ncclGroupEnd() at ResourceManagerCore(/hugectr/HugeCTR/src/resource_managers/resource_manager_core.cpp:176) | nccl.system-error |  |  | negative for the host: mpirun hands the work to other nodes, the prompt's host is not the error's
            If you are using ROOT data with ROOT 6.18.00 or newer you might receive the following error message: "undefined symbol: _ZN3tbb10interface78internal20isolate_within_arenaERNS1_13delegate_baseEl". | - |  |  | negative: the symbol quoted inside a sentence
            `xxxxx/lib/python3.9/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN3c104impl8GPUTrace13gpuTraceStateE | cuda.version-mismatch |  |  | FBGEMM issue 1923: a c10 symbol after a backtick stays the torch build's mismatch
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Job environments whose packages differ from what the code was built or written for (issue 26, a second batch of environment
 * mistakes): numpy's refusal of extensions built for another NumPy (numpy 2.0-2.x _core/_multiarray_umath.py, the C-API and ABI checks of
 * __multiarray_api.h), Cython's type-size check, protobuf python's descriptor refusal, CPython's "cannot import name", transformers'
 * require_version (also LLaMA-Factory's), torch's NumPy warning; and the conda, Lmod and shell wordings of the same family that earlier
 * batches read, behind launcher prefixes. One row per wording and release, instantiated with host names of several shapes; the codes
 * of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class EnvSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07: A module that was compiled using NumPy 1.x cannot be run in\\ngpu-07: NumPy 2.0.0 as it may crash. To support both 1.x and 2.x\\ngpu-07: versions of NumPy, modules must be compiled with NumPy 2.0. | python.package-mismatch | gpu-07 |  | numpy 2.0 numpy/_core/_multiarray_umath.py __getattr__ (_ARRAY_API): textwrap's two lines, behind pdsh's prefix
            [1,0]<stderr>:A module that was compiled using NumPy 1.x cannot be run in NumPy 2.1.3 as it may crash. To support both 1.x and 2.x versions of NumPy, modules must be compiled with NumPy 2.0. | python.package-mismatch |  |  | numpy 2.1: the same joined into one line by a paste, behind mpirun --tag-output
            0: ImportError: \\n0: A module that was compiled using NumPy 1.x cannot be run in\\n0: NumPy 2.2.6 as it may crash. | python.package-mismatch |  |  | numpy 2.2: the text raised as ImportError after it is printed, behind srun --label
            node12.cluster.example.org: RuntimeError: module compiled against ABI version 0x2000000 but this version of numpy is 0x1000009 | python.package-mismatch | node12.cluster.example.org |  | numpy 1.x __multiarray_api.h _import_array (1.7-1.26): an extension built against NumPy 2 under NumPy 1.x
            RuntimeError: module compiled against API version 0x10 but this version of numpy is 0xe . Check the section C-API incompatibility at the Troubleshooting ImportError section at https://numpy.org/devdocs/user/troubleshooting-importerror.html#c-api-incompatibility for indications on how to solve this problem . | python.package-mismatch |  |  | numpy 1.2x __multiarray_api.h: the API version check with its pointer to the troubleshooting page
            [rank0]: module was compiled against NumPy C-API version 0x12 (NumPy 2.0) but the running NumPy has C-API version 0x10. Check the section C-API incompatibility at the Troubleshooting ImportError section at https://numpy.org/devdocs/user/troubleshooting-importerror.html#c-api-incompatibility for indications on how to solve this problem. | python.package-mismatch |  |  | numpy 2.x __multiarray_api.h _import_array: the 2.x wording of the C-API check, behind torchrun's prefix
            10.1.2.3: ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject | python.package-mismatch | 10.1.2.3 |  | Cython 0.29-3.x Utility/ImportExport.c __Pyx_ImportType: the type is smaller than the extension was built for (ValueError)
            ValueError: numpy.ndarray size changed, may indicate binary incompatibility. Expected 16 from C header, got 96 from PyObject | python.package-mismatch |  |  | the same for ndarray (an extension built against NumPy 2 under 1.x)
            RuntimeWarning: numpy.dtype size changed, may indicate binary incompatibility. Expected 96, got 88 | python.package-mismatch |  |  | Cython before 0.29's wording, the RuntimeWarning branch (a warning: the import goes on)
            <frozen importlib._bootstrap>:219: RuntimeWarning: numpy.ndarray size changed, may indicate binary incompatibility. Expected 80 from C header, got 88 from PyObject | python.package-mismatch |  |  | Cython 0.29's RuntimeWarning as Python's warnings module prints it (a warning only)
            TypeError: Descriptors cannot not be created directly.\\nIf this call came from a _pb2.py file, your generated code is out of date and must be regenerated with protoc >= 3.19.0. | python.package-mismatch |  |  | protobuf python 4.21 google/protobuf/descriptor.py (the doubled "not")
            gpu-07: TypeError: Descriptors cannot be created directly.\\ngpu-07: If this call came from a _pb2.py file, your generated code is out of date and must be regenerated with protoc >= 3.19.0. | python.package-mismatch | gpu-07 |  | protobuf python 4.22+ descriptor.py with the "not" fixed, behind pdsh's prefix
            (RayWorkerWrapper pid=1890, ip=10.41.0.8) TypeError: Descriptors cannot not be created directly. | python.package-mismatch | 10.41.0.8 |  | the same in a Ray worker's output (the prefix's address is the host)
            ImportError: cannot import name 'LlamaForCausalLM' from 'transformers' (/opt/conda/lib/python3.10/site-packages/transformers/__init__.py) | python.package-mismatch |  |  | CPython 3.7-3.14 Python/ceval.c import_from: "cannot import name %R from %R (%S)" (transformers before 4.28)
            [rank3]: ImportError: cannot import name 'is_torch_fx_available' from 'transformers.utils.import_utils' (unknown location) | python.package-mismatch |  |  | the same with "(unknown location)" (a name removed in a later transformers), behind torchrun's prefix
            node12.cluster.example.org: ImportError: cannot import name 'soft_unicode' from 'markupsafe' (/usr/lib/python3/dist-packages/markupsafe/__init__.py) | python.package-mismatch | node12.cluster.example.org |  | the same for markupsafe 2.1 (soft_unicode removed) under an older jinja2
            ImportError: cannot import name 'container_abcs' | python.package-mismatch |  |  | CPython 3.6's "cannot import name %R" without the module (torch._six after 1.9)
            ImportError: cannot import name 'train' from partially initialized module 'mypkg' (most likely due to a circular import) (/work/mypkg/__init__.py) | torch.exception |  |  | CPython 3.8+ import_from's circular import: the code's own bug, not a package version (only the fallback reads it)
            ImportError: transformers>=4.41.2,<=4.45.0 is required for a normal functioning of this module, but found transformers==4.46.1.\\nTo fix: pip install transformers>=4.41.2,<=4.45.0 | python.package-mismatch |  |  | transformers 4.x utils/versions.py _compare_versions through LLaMA-Factory 0.9's check_dependencies (its hint on the next line)
            gpu-07: ImportError: peft>=0.9.0 is required for a normal functioning of this module, but found peft==0.8.2. | python.package-mismatch | gpu-07 |  | the same for peft, behind pdsh's prefix
            [2024-06-01 10:00:00,123] ImportError: accelerate>=0.26.0 is required for a normal functioning of this module, but found accelerate==0.21.0. | python.package-mismatch |  |  | the same behind a logging time stamp
            /opt/conda/lib/python3.10/site-packages/torch/_subclasses/functional_tensor.py:258: UserWarning: Failed to initialize NumPy: _ARRAY_API not found (Triggered internally at ../torch/csrc/utils/tensor_numpy.cpp:84.) | python.package-mismatch |  |  | torch 2.0-2.3 csrc/utils/tensor_numpy.cpp is_numpy_available's TORCH_WARN (a warning; torch goes on without NumPy)
            0: CondaError: Run 'conda init' before 'conda activate' | conda.activate-failed |  |  | conda 4.6+ cli/main_mock_activate.py in a batch script's non-interactive shell, behind srun --label
            gpu-07: /var/spool/slurmd/job00123/slurm_script: line 12: module: command not found | launch.command-not-found | gpu-07 |  | bash "%s: line %d: %s: command not found": a #!/bin/sh batch script without Lmod's module function (BASH_ENV not read)
            Lmod has detected the following error: The following module(s) are unknown: "cuda/12.4" | module.not-found |  |  | Lmod 8.x messageDir/en.lua e_Failed_Load: a module the compute nodes' MODULEPATH does not hold
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

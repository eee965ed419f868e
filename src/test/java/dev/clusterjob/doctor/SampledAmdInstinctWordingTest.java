package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * ROCm's SMI command-line tools crashing on a node, as CPython's traceback shows it: the last frame in rocm-smi (ROC-smi's script of
 * ROCm 1.x-3.x, under /opt/rocm/bin, /usr/local/bin or run as ./rocm-smi), in rocm_smi.py (rocm_smi_lib, ROCm 3.x-7.x) or in amd-smi's CLI
 * (amdsmi_cli/), or a standard-library frame the tool called, then the exception line, is rocm.runtime-failed: the tool could not read
 * the node's GPUs through the amdgpu driver; and the near-misses (a Ctrl-C, the tool named in prose, a traceback whose last frames are
 * another program's). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledAmdInstinctWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Traceback (most recent call last):\\n  File "/opt/rocm/bin/rocm-smi", line 1009, in <module>\\n    showCurrentFans(deviceList)\\n  File "/opt/rocm/bin/rocm-smi", line 545, in showCurrentFans\\n    fanspeed = getFanSpeed(device, 'speed')\\n  File "/opt/rocm/bin/rocm-smi", line 311, in getFanSpeed\\n    currFan = int(fanfile.read().rstrip('\\\\n'))\\nOSError: [Errno 22] Invalid argument | rocm.runtime-failed |  |  | ROC-smi issue 12: rocm-smi of ROCm 1.6 on an MI25, getFanSpeed reading a fan sysfs file the passively cooled card refuses
            Traceback (most recent call last):\\n  File "/opt/rocm/bin/rocm-smi", line 1056, in <module>\\n    showAllConcise(deviceList)\\n  File "/opt/rocm/bin/rocm-smi", line 706, in showAllConcise\\n    temp = getSysfsValue(device, 'temp')\\n  File "/opt/rocm/bin/rocm-smi", line 104, in getSysfsValue\\n    filePath = os.path.join(getHwmonFromDevice(device), pathDict['filepath'])\\n  File "/usr/lib/python3.5/posixpath.py", line 89, in join\\n    genericpath._check_arg_types('join', a, *p)\\n  File "/usr/lib/python3.5/genericpath.py", line 143, in _check_arg_types\\n    (funcname, s.__class__.__name__)) from None\\nTypeError: join() argument must be str or bytes, not 'NoneType' | rocm.runtime-failed |  |  | ROC-smi issue 15: rocm-smi of ROCm 1.7, no hwmon directory for the device, the standard library's frames after the tool's
              File "/opt/rocm/bin/rocm-smi", line 358, in getFanSpeed\\n    fanLevel = int(getSysfsValue(device, 'fan'))\\nTypeError: int() argument must be a string, a bytes-like object or a number, not 'NoneType' | rocm.runtime-failed |  |  | ROCm-OpenCL-Runtime issue 43: rocm-smi of ROCm 1.7, the fan value missing, its last frame and the error
              File "/usr/local/bin/rocm-smi", line 467, in showVbiosVersion\\n    printLog(device, 'VBIOS version: ' + getSysfsValue(device, 'vbios'))\\nTypeError: must be str, not NoneType | rocm.runtime-failed |  |  | ROC-smi issue 27: rocm-smi installed in /usr/local/bin, --showvbios with no VBIOS file for the device
              File "./rocm-smi", line 358, in getFanSpeed\\n    fanLevel = int(getSysfsValue(device, 'fan'))\\nValueError: invalid literal for int() with base 10: '' | rocm.runtime-failed |  |  | ROC-smi issue 15 (a later comment): the script run from its checkout, an empty fan value
            Traceback (most recent call last):\\n  File "/usr/bin/rocm-smi", line 1910, in <module>\\n    setPowerOverDrive(deviceList, args.setpoweroverdrive, args.autorespond)\\n  File "/usr/bin/rocm-smi", line 1396, in setPowerOverDrive\\n    power_cap_path = getFilePath(device, 'power1_cap')\\n  File "/usr/bin/rocm-smi", line 130, in getFilePath\\n    pathDict = valuePaths[key]\\nKeyError: 'power1_cap' | rocm.runtime-failed |  |  | ROC-smi pull request 63: rocm-smi of ROCm 2.3 packaged in /usr/bin, --setpoweroverdrive, a KeyError in its own lookup
            Traceback (most recent call last):\\n  File "venv/bin/amd-smi", line 10, in <module>\\n    sys.exit(amd_smi())\\n             ^^^^^^^^^\\n  File "venv/lib/python3.12/site-packages/rocm_sdk_core/_cli.py", line 51, in amd_smi\\n    _exec("bin/amd-smi")\\n  File "venv/lib/python3.12/site-packages/rocm_sdk_core/_cli.py", line 23, in _exec\\n    os.execv(full_path, [str(full_path)] + sys.argv[1:])\\nFileNotFoundError: [Errno 2] No such file or directory | torch.exception |  |  | negative for this rule: TheRock issue 2440, the ROCm Python package's amd-smi wrapper finds no binary to run, its frames are the package's, not the tool's
              File "/opt/rocm/bin/rocm-smi", line 1009, in <module>\\n    showCurrentFans(deviceList)\\nKeyboardInterrupt | - |  |  | negative: Ctrl-C in the tool (ROC-smi issue 12's top frame) is no failure
            gpu-node3:   File "/opt/rocm/bin/rocm-smi", line 311, in getFanSpeed\\ngpu-node3:     currFan = int(fanfile.read().rstrip('\\\\n'))\\ngpu-node3: OSError: [Errno 22] Invalid argument | rocm.runtime-failed | gpu-node3 |  | ROC-smi issue 12's last frame and error under pdsh's host prefix: names the node
            I ran "rocm-smi" on the node and it printed nothing | - |  |  | negative: the tool named in prose, no traceback
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}

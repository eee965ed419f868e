package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Horovod across nodes as Ray starts it, read from Ray's format strings. Ray's exceptions.py names the exception a task raised, as
 * the caller re-raises it, "RayTaskError(%s)" with the cause's class (Ray 1.x-2.x), in module ray.exceptions: a traceback's last
 * line "ray.exceptions.RayTaskError(CLASS): ray::..." that a paste or a page cut at its colon keeps as the class alone, with or
 * without the colon: {@code torch.exception}, naming the class. Prose or source code naming the class stays silent. Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledHorovodFourthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ray.exceptions.RayTaskError(ValueError) | torch.exception |  |  | the real line (ray 20956): Ray Train's Horovod backend failing to start, cut after the class
                raise value.as_instanceof_cause()\\nray.exceptions.RayTaskError(ValueError) | torch.exception |  |  | the traceback's last two lines as that thread pasted them
            ray.exceptions.RayTaskError(RuntimeError): | torch.exception |  |  | cut right after the colon
            RayTaskError(HorovodInternalError) | torch.exception |  |  | the class alone, without its module
            I get ray.exceptions.RayTaskError(ValueError) when I call trainer.start() | - |  |  | negative: prose naming the class
                name = f"RayTaskError({cause_cls.__name__})" | - |  |  | negative: exceptions.py's source line
            except ray.exceptions.RayTaskError(ValueError) as e: | - |  |  | negative: code naming the class
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The class the task raised is in the message, and the message says the task's own text is missing. */
    @Test
    void bareRayTaskErrorNamesTheClass() throws IOException {
        Finding f = only("ray.exceptions.RayTaskError(ValueError)");
        assertEquals("torch.exception", f.code());
        assertTrue(f.message().contains("ValueError") && f.message().contains("not in this log"), f.message());
        assertTrue(f.hint().contains("worker's output"), f.hint());
    }
}

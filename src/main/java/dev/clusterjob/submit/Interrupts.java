package dev.clusterjob.submit;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C while waiting: the first SIGINT only raises a flag (the waiter then asks, cancels or leaves
 * the jobs running); the handler that was there before comes back at once, so a second Ctrl-C
 * ends the process as usual. Uses {@code sun.misc.Signal} (module jdk.unsupported) through
 * reflection, which keeps the build free of internal-API warnings; without it Ctrl-C keeps its
 * default meaning and the jobs are left running.
 */
public final class Interrupts implements AutoCloseable {
    private final AtomicBoolean raised = new AtomicBoolean();
    private Object signal;
    private Object previous;

    private Interrupts() {
    }

    /** Starts listening for SIGINT. */
    public static Interrupts install() {
        Interrupts i = new Interrupts();
        try {
            Class<?> signalClass = Class.forName("sun.misc.Signal");
            Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
            Method handle = signalClass.getMethod("handle", signalClass, handlerClass);
            i.signal = signalClass.getConstructor(String.class).newInstance("INT");
            InvocationHandler h = (proxy, method, args) -> {
                if (method.getName().equals("handle")) {
                    // The previous handler first: whoever sees the flag can count on a second Ctrl-C reaching it.
                    i.restore();
                    i.raised.set(true);
                    return null;
                }
                return switch (method.getName()) {
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> "clusterjob interrupt handler";
                };
            };
            Object handler = Proxy.newProxyInstance(handlerClass.getClassLoader(), new Class<?>[] {handlerClass}, h);
            i.previous = handle.invoke(null, i.signal, handler);
            if (i.previous == handlerClass.getField("SIG_IGN").get(null)) {
                // SIGINT was ignored when the JVM started (nohup, or `&` in a script): the JVM keeps it ignored and
                // installs nothing, so Ctrl-C cannot reach this process and nothing is listening
                i.signal = null;
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            i.signal = null;
        }
        return i;
    }

    /**
     * Whether our handler is in place (false where sun.misc.Signal is unavailable, where SIGINT was ignored when the
     * process started, or after the first Ctrl-C).
     */
    public synchronized boolean active() {
        return signal != null && previous != null;
    }

    /** Whether Ctrl-C was pressed since {@link #install()}. */
    public boolean raised() {
        return raised.get();
    }

    private synchronized void restore() {
        if (signal == null || previous == null) {
            return;
        }
        try {
            Class<?> signalClass = Class.forName("sun.misc.Signal");
            Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
            signalClass.getMethod("handle", signalClass, handlerClass).invoke(null, signal, previous);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // The JVM keeps our handler: a second Ctrl-C only sets the flag again; kill -TERM still works.
        }
        previous = null;
    }

    @Override
    public void close() {
        restore();
    }
}

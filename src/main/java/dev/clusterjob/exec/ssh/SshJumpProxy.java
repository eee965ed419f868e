package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.Channel;
import com.jcraft.jsch.Proxy;
import com.jcraft.jsch.Session;
import com.jcraft.jsch.SocketFactory;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * ProxyJump: the next session's bytes travel through a {@code direct-tcpip} channel of the jump
 * session (RFC 4254, section 7.2), as {@code ssh -J} does; no local port is opened.
 */
final class SshJumpProxy implements Proxy {
    private final Session jump;
    private Channel channel;
    private InputStream in;
    private OutputStream out;

    SshJumpProxy(Session jump) {
        this.jump = jump;
    }

    @Override
    public void connect(SocketFactory socketFactory, String host, int port, int timeout) throws Exception {
        channel = jump.getStreamForwarder(host, port);
        in = channel.getInputStream();
        out = channel.getOutputStream();
        channel.connect(timeout);
    }

    @Override
    public InputStream getInputStream() {
        return in;
    }

    @Override
    public OutputStream getOutputStream() {
        return out;
    }

    @Override
    public Socket getSocket() {
        return null;
    }

    @Override
    public void close() {
        if (channel != null) {
            channel.disconnect();
        }
    }
}

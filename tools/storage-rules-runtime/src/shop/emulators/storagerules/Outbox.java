package shop.emulators.storagerules;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The only writer of stdout. Unpatched, firebase-tools 14.18 parses every stdout chunk it reads as
 * exactly one JSON message, so two messages that land in the same pipe read are both lost (and the
 * requests they answer hang). One thread therefore writes one message at a time, flushes it, and
 * waits a little before the next, the same spacing the CLI uses for its own requests. On a busy
 * machine the CLI can still read two at once, so the project also patches the CLI to split its reads
 * on newlines (patches/firebase-tools+14.18.0.patch); the spacing keeps an unpatched CLI working.
 */
final class Outbox {
  private static final long GAP_MILLIS = 15;
  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

  private final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
  private final OutputStream out;

  /** `out` should be unbuffered (a FileOutputStream): each message then goes out in one write. */
  Outbox(OutputStream out) {
    this.out = out;
    Thread writer = new Thread(this::drain, "stdout-writer");
    writer.setDaemon(true);
    writer.start();
  }

  void send(JsonObject message) {
    queue.add(GSON.toJson(message));
  }

  private void drain() {
    try {
      while (true) {
        String line = queue.take();
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        Thread.sleep(GAP_MILLIS);
      }
    } catch (InterruptedException | IOException e) {
      // Interrupted, or the CLI closed our stdout: nobody is listening any more.
    }
  }
}

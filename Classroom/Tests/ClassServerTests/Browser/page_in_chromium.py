#!/usr/bin/env python3
"""Opens a page in headless Chromium and watches it through the DevTools protocol (over
--remote-debugging-pipe: no port, no extra package), for the class dashboard's end-to-end tests.

    page_in_chromium.py URL --ready JS [--then JS] [--dom FILE] [--screenshot FILE] [--timeout S]

Waits until the JavaScript expression --ready is true and prints "ready"; with --then, waits on
(the page is never reloaded) until that expression is true too and prints "then". Then writes
the page's DOM and a screenshot. A condition that never comes true ends it with status 2 after
--timeout seconds: it never hangs.
"""
import argparse, base64, fcntl, json, os, subprocess, sys, tempfile, time


class Chromium:
    def __init__(self, binary, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The protocol's pipe is the browser's descriptors 3 (it reads) and 4 (it writes): the
        # ends are moved above 10 first, so that putting one at 3 never overwrites the other.
        high_read = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
        high_write = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
        os.close(to_browser_read)
        os.close(from_browser_write)

        def in_child():
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--hide-scrollbars", "--remote-debugging-pipe", "--user-data-dir=" + profile, "--window-size=1400,1100"],
            pass_fds=(3, 4), preexec_fn=in_child, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(high_read)
        os.close(high_write)
        self.buffer = b""
        self.next_id = 0

    def call(self, method, params=None, session=None, deadline=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                if deadline and time.time() > deadline:
                    raise TimeoutError(method)
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise RuntimeError("Chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(method + ": " + reply["error"].get("message", ""))
                return reply.get("result", {})

    def close(self):
        try:
            self.call("Browser.close", deadline=time.time() + 5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--ready", required=True)
    parser.add_argument("--then")
    parser.add_argument("--dom")
    parser.add_argument("--screenshot")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory() as profile:
        browser = Chromium(options.chromium, profile)
        status = 0
        try:
            deadline = time.time() + options.timeout
            target = browser.call("Target.createTarget", {"url": "about:blank"}, deadline=deadline)["targetId"]
            session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True}, deadline=deadline)["sessionId"]
            browser.call("Page.enable", session=session, deadline=deadline)
            browser.call("Page.navigate", {"url": options.url}, session=session, deadline=deadline)

            def wait_for(expression):
                while time.time() < deadline:
                    result = browser.call("Runtime.evaluate", {"expression": "Boolean(" + expression + ")", "returnByValue": True},
                                          session=session, deadline=deadline)
                    if result.get("result", {}).get("value") is True:
                        return True
                    time.sleep(0.05)
                return False

            for label, expression in (("ready", options.ready), ("then", options.then)):
                if expression is None:
                    continue
                if not wait_for(expression):
                    print("timed out waiting for " + label + ": " + expression, flush=True)
                    status = 2
                    break
                print(label, flush=True)
            if options.dom:
                html = browser.call("Runtime.evaluate", {"expression": "document.documentElement.outerHTML", "returnByValue": True},
                                    session=session, deadline=time.time() + 20)["result"]["value"]
                with open(options.dom, "w", encoding="utf-8") as file:
                    file.write(html)
            if options.screenshot:
                picture = browser.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True},
                                       session=session, deadline=time.time() + 30)["data"]
                with open(options.screenshot, "wb") as file:
                    file.write(base64.b64decode(picture))
        finally:
            browser.close()
        sys.exit(status)


if __name__ == "__main__":
    main()

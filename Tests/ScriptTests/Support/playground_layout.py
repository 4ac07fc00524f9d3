"""The playground page's layout at a window size, in headless Chromium through
Selenium (PlaygroundTests.testTheRightColumnFitsTheWindow):

    playground_layout.py --binary B --script S --size 1400x1000 --screenshot out.png

Opens `respond-lua play S`, drags on the screen (so that the hit test, the
chain, the recognizers' lanes and the log fill up), runs a line of Lua (the
console), takes a screenshot, and prints one JSON object: for each part of
the right column, its box and whether its text is clipped (`scrollWidth >
clientWidth` on a box that does not scroll sideways), and the viewport. It
prints {"skipped": reason} where no browser can run.
"""
import argparse
import json
import shutil
import sys
import time

from playground_server import start, stop

PARTS = ["#right", "#right > h2", "#right .columns", "#hit-path", "#chain", "#lanes", "#log-filters", "#log",
         "#console", "#lua-bar", "#lua-names", "#right .panel"]

MEASURE = """
const parts = arguments[0];
const out = {viewport: {width: window.innerWidth, height: window.innerHeight,
                        pageScrollHeight: document.documentElement.scrollHeight,
                        pageScrollWidth: document.documentElement.scrollWidth}, parts: []};
for (const css of parts) {
  document.querySelectorAll(css).forEach((e, i) => {
    const r = e.getBoundingClientRect();
    const style = getComputedStyle(e);
    out.parts.push({css: css + (i ? '#' + i : ''), left: r.left, top: r.top, right: r.right, bottom: r.bottom,
                    scrollWidth: e.scrollWidth, clientWidth: e.clientWidth, overflowX: style.overflowX,
                    scrollHeight: e.scrollHeight, clientHeight: e.clientHeight, overflowY: style.overflowY});
  });
}
return out;
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--script", required=True)
    parser.add_argument("--size", default="1400x1000")
    parser.add_argument("--screenshot", required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--exercise", help="the page of `exercises play N` (with --workspace) instead of the script's")
    parser.add_argument("--workspace")
    args = parser.parse_args()
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By
    except ImportError as error:
        print(json.dumps({"skipped": "selenium is not installed (%s)" % error}))
        return
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        print(json.dumps({"skipped": "chromium or chromedriver is not installed"}))
        return
    width, height = (int(n) for n in args.size.split("x"))
    if args.exercise:
        process, url = start([args.binary, "exercises", "play", args.exercise, "--workspace", args.workspace,
                              "--lang", args.lang])
    else:
        process, url = start([args.binary, "play", "--lang", args.lang, args.script])
    driver = None
    try:
        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--hide-scrollbars", "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        # The window's inner size is what is asked for (the headless window has no frame).
        driver.set_window_size(width, height)
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))
        driver.get(url)
        deadline = time.time() + 15
        while time.time() < deadline and not driver.execute_script(
                "return document.querySelectorAll('#screen .view').length > 0"):
            time.sleep(0.05)
        screen = driver.find_element(By.ID, "screen")
        box = screen.rect
        # A drag down the middle of the screen, then a line of Lua.
        ActionChains(driver).move_to_element_with_offset(screen, 0, -box["height"] // 4).click_and_hold() \
            .move_by_offset(0, 40).move_by_offset(0, 40).move_by_offset(0, 40).release().perform()
        deadline = time.time() + 15
        while time.time() < deadline and not driver.execute_script(
                "return document.querySelectorAll('#log li').length > 3"):
            time.sleep(0.05)
        field = driver.find_element(By.ID, "lua-input")
        field.send_keys("print(('a long line of output that must wrap inside the console, ' ):rep(6))")
        driver.find_element(By.ID, "lua-run").click()
        deadline = time.time() + 10
        while time.time() < deadline and "long line" not in driver.find_element(By.ID, "console").text:
            time.sleep(0.05)
        time.sleep(0.3)
        driver.save_screenshot(args.screenshot)
        report = driver.execute_script(MEASURE, PARTS)
        print(json.dumps(report))
    finally:
        if driver:
            driver.quit()
        stop(process)


if __name__ == "__main__":
    sys.exit(main())

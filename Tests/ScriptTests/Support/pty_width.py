"""`respond-lua exercises hint N` in a pseudo-terminal COLUMNS wide: prints the
longest line's width (in columns, a Chinese character two) and the output.

    python3 pty_width.py BINARY COLUMNS WORKSPACE LANG
"""
import fcntl, os, pty, struct, sys, termios, unicodedata


def columns(line):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


def main():
    binary, width, workspace, lang = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, width, 0, 0))
        os.execv(binary, [binary, "exercises", "hint", "2", "--workspace", workspace, "--lang", lang])
    out = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.waitpid(pid, 0)
    text = out.decode("utf-8", errors="replace").replace("\r", "")
    # The longest wrapped line (a command with a path in it cannot be wrapped).
    print(max(columns(l) for l in text.split("\n") if "respond-lua exercises" not in l))
    print(text)


main()

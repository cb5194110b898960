# The yardstick for download speed (QUALITY.md): a minimal HTTP server that answers every GET
# with one file through the kernel's sendfile(). Prints its port, then serves until killed.
import os
import socket
import sys
import threading

path = sys.argv[1]
size = os.path.getsize(path)
listener = socket.socket()
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", 0))
listener.listen(16)
print(listener.getsockname()[1], flush=True)


def serve(conn):
    with conn:
        request = b""
        while b"\r\n\r\n" not in request:
            chunk = conn.recv(4096)
            if not chunk:
                return
            request += chunk
        conn.sendall(f"HTTP/1.1 200 OK\r\nContent-Length: {size}\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n".encode())
        with open(path, "rb") as f:
            conn.sendfile(f)


while True:
    connection, _ = listener.accept()
    threading.Thread(target=serve, args=(connection,), daemon=True).start()

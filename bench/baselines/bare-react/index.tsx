import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The bench's baseline: the smallest React app there is, built by the app's own webpack config. */
function Hello() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Xin chào</h1>
      <p>Trang React tối giản dùng làm mốc so sánh.</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Đã bấm {count} lần
      </button>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<Hello />);

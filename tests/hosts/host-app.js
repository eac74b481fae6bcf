/* global React, ReactDOM -- the host page loads React 18 as UMD globals. */
// The React 18 host's own app: a counter, so the walk can check the host's React still works beside ours.
(function () {
  var e = React.createElement;
  function Counter() {
    var state = React.useState(0);
    return e('button', { id: 'host-button', type: 'button', onClick: function () { state[1](state[0] + 1); } }, 'Host clicks: ' + state[0]);
  }
  ReactDOM.createRoot(document.getElementById('host-app')).render(e(Counter));
})();

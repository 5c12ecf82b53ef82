// jsdom lays nothing out, so it has no element scrolling (the server's tests run in node).
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { paths } from './paths';

const HomePage = lazy(() => import('../features/home/HomePage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const LanguageRoute = lazy(() => import('../features/language/LanguageRoute'));

const page = (element: React.ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home.path, element: page(<HomePage />) },
      { path: paths.language.path, element: page(<LanguageRoute />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
